import { Heading, Link, List, Stack, Text, type HeadingProps } from "@chakra-ui/react";
import type { InlineText, RichText, RichTextSection, Paragraph } from "../generated/config-types";
import { AppLink } from "../site/AppLink";
import { createContext, useContext } from "react";
import type { SiteFacts } from "../engine/resolve/resolvedTypes";

// Rendering of the rich text format defined in schemas/rich-text.schema.json ("section", "content",
// "paragraph", "inline"), shared by every block whose schema references those definitions.

const SupportAddresses = createContext<SiteFacts["support"] | null>(null);

/** Gives the rich text below it the site's support addresses (for { "email": "privacy" } pieces). */
export const SupportAddressesProvider = SupportAddresses.Provider;

/** One content element: a paragraph, a list or a sub-heading (h3). */
export function ContentItem({ item }: { item: RichText }) {
  if (typeof item === "string" || Array.isArray(item)) {
    return (
      <Text lineHeight="1.75">
        <Inline paragraph={item} />
      </Text>
    );
  }
  if ("subheading" in item) {
    return (
      <Heading as="h3" fontSize={{ base: "md", md: "lg" }} lineHeight="1.4" mt="2">
        {item.subheading}
      </Heading>
    );
  }
  return (
    <List.Root as={item.ordered ? "ol" : "ul"} ps="6" gap="2" lineHeight="1.7">
      {item.list.map((entry, i) => (
        <List.Item key={i} ps="1" _marker={{ color: "fg.muted" }}>
          <Inline paragraph={entry} />
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * A paragraph's pieces: plain, bold and italic text, links and support e-mail links.
 * Links are display="inline" (Chakra's default is inline-flex, which keeps a long link on one line).
 */
export function Inline({ paragraph }: { paragraph: Paragraph }) {
  const support = useContext(SupportAddresses);
  if (typeof paragraph === "string") return <>{paragraph}</>;
  return paragraph.map((piece: InlineText, i) => {
    if (typeof piece === "string") return <span key={i}>{piece}</span>;
    if ("strong" in piece) return <strong key={i}>{piece.strong}</strong>;
    if ("em" in piece) return <em key={i}>{piece.em}</em>;
    if ("email" in piece) {
      if (!support) throw new Error("an e-mail link in rich text needs <SupportAddressesProvider>");
      const address = piece.email === "privacy" ? support.privacyEmail : support.email;
      return (
        <Link key={i} asChild display="inline" color="brand.fg" textDecoration="underline" overflowWrap="anywhere">
          <AppLink href={`mailto:${address}`}>{address}</AppLink>
        </Link>
      );
    }
    return (
      <Link key={i} asChild display="inline" color="brand.fg" textDecoration="underline">
        <AppLink href={piece.href} newTab={piece.newTab}>
          {piece.link}
        </AppLink>
      </Link>
    );
  });
}

/** The intro and the headed sections of a long text (legal pages, articles); each section is a landmark with an id. */
export function RichSections({
  intro,
  sections,
  ids,
  gap,
  headingSize,
}: {
  intro?: RichText[];
  sections: RichTextSection[];
  ids: string[];
  gap: string;
  headingSize: HeadingProps["fontSize"];
}) {
  return (
    <>
      {intro && intro.length > 0 && (
        <Stack gap={gap}>
          {intro.map((item, i) => (
            <ContentItem key={i} item={item} />
          ))}
        </Stack>
      )}
      {sections.map((section, index) => (
        <Stack as="section" key={ids[index]} id={ids[index]} gap={gap} aria-labelledby={`${ids[index]}-heading`}>
          <Heading as="h2" id={`${ids[index]}-heading`} fontSize={headingSize} lineHeight="1.3" letterSpacing="tight">
            {section.heading}
          </Heading>
          {section.content.map((item, i) => (
            <ContentItem key={i} item={item} />
          ))}
        </Stack>
      ))}
    </>
  );
}
