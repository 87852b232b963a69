import { builderWords, type BuilderWords } from "../engine/i18n/builderWords";
import { siteLanguages } from "../engine/i18n/siteLanguages";
import { useOptionalPageContext } from "../render/pageContext";
import { useSite } from "./SiteContext";

/** The builder's own words in the page's language, with the site's "words" on top (src/engine/i18n/builderWords.ts). */
export function useWords(): BuilderWords {
  const site = useSite();
  const language = useOptionalPageContext()?.page.language ?? siteLanguages(site).default;
  return builderWords(language, site.words);
}
