import { Box, Container, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import type { InlineText, LegalContent, LegalTextBlock, Paragraph } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { useNow, useText } from "../../site/SiteContext";

export default function LegalText({ title, lastUpdated, lastUpdatedLabel = "Last Updated:", intro, sections }: LegalTextBlock) {
  const t = useText();
  const now = useNow();
  const date =
    lastUpdated === "today" ? now.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : lastUpdated;
  return (
    <Box as="article" py={{ base: "10", md: "16" }}>
      <Container maxW="3xl" px={{ base: "5", md: "8" }}>
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
          {t(title)}
        </Heading>
        {date && (
          <Text mt="3" color="fg.muted" data-last-updated="">
            {t(lastUpdatedLabel)} {t(date)}
          </Text>
        )}
        {intro && <Stack gap="4" mt="8">{intro.map((item, i) => <ContentItem key={i} item={item} />)}</Stack>}
        <Stack gap="10" mt="10">
          {sections.map((section) => (
            <Stack as="section" key={section.heading} id={section.anchor} gap="4">
              <Heading as="h2" size="xl">
                {t(section.heading)}
              </Heading>
              {section.content.map((item, i) => (
                <ContentItem key={i} item={item} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

function ContentItem({ item }: { item: LegalContent }) {
  const t = useText();
  if (typeof item === "string" || Array.isArray(item)) {
    return (
      <Text lineHeight="1.75" color="fg">
        <Inline paragraph={item} />
      </Text>
    );
  }
  if ("subheading" in item) {
    return (
      <Heading as="h3" size="md" mt="2">
        {t(item.subheading)}
      </Heading>
    );
  }
  return (
    <List.Root as={item.ordered ? "ol" : "ul"} ps="6" gap="2" lineHeight="1.7">
      {item.list.map((entry, i) => (
        <List.Item key={i}>
          <Inline paragraph={entry} />
        </List.Item>
      ))}
    </List.Root>
  );
}

function Inline({ paragraph }: { paragraph: Paragraph }) {
  const t = useText();
  if (typeof paragraph === "string") return <>{t(paragraph)}</>;
  return paragraph.map((piece: InlineText, i) => {
    if (typeof piece === "string") return <span key={i}>{t(piece)}</span>;
    if ("strong" in piece) return <strong key={i}>{t(piece.strong)}</strong>;
    if ("em" in piece) return <em key={i}>{t(piece.em)}</em>;
    return (
      <Link key={i} asChild color="brand.fg" textDecoration="underline">
        <AppLink href={piece.href} newTab={piece.newTab}>
          {t(piece.link)}
        </AppLink>
      </Link>
    );
  });
}
