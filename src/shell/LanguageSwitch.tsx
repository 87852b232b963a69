import { HStack, Link, type StackProps } from "@chakra-ui/react";
import { knownLanguage } from "../engine/i18n/languageTable";
import { siteLanguages } from "../engine/i18n/siteLanguages";
import { useOptionalPageContext } from "../render/pageContext";
import { useSite } from "../site/SiteContext";
import { useWords } from "../site/useWords";
import { languageSwitchHref } from "./languageSwitchHref";

/**
 * Plain links to the page in each of the site's languages (no script): each named in its own language, with
 * its lang and hreflang; the current one marked. Nothing when the site has one language.
 */
export function LanguageSwitch(props: StackProps) {
  const languages = siteLanguages(useSite());
  const current = useOptionalPageContext()?.page.language ?? languages.default;
  const words = useWords();
  if (languages.all.length < 2) return null;
  return (
    <HStack as="nav" aria-label={words.languageSwitch} gap="1" data-language-switch="" {...props}>
      {languages.all.map((code) => {
        const here = code === current;
        return (
          <Link
            key={code}
            href={languageSwitchHref(code)}
            lang={code}
            hrefLang={code}
            aria-current={here ? "true" : undefined}
            px="2"
            py="1"
            rounded="md"
            fontSize="sm"
            fontWeight={here ? "semibold" : "medium"}
            color={here ? "brand.fg" : "fg.muted"}
          >
            {knownLanguage(code)?.ownName ?? code}
          </Link>
        );
      })}
    </HStack>
  );
}
