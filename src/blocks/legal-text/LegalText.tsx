import { Box, Container, Grid, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { RichTextSection } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { Inline, RichSections, SupportAddressesProvider } from "../../ui/RichText";
import { sectionIds } from "../../ui/sectionIds";
import { dayInLanguage } from "../../engine/formats/dates";
import { useBuildDay } from "../../render/buildDay";

/** Comfortable reading width for long text (about 70 characters a line). */
const readingWidth = "70ch";

export default function LegalText({
  words,
  title,
  lastUpdated,
  lastUpdatedLabel = words.lastUpdated,
  summary,
  summaryTitle = words.summary,
  intro,
  tableOfContents = false,
  sections,
  site,
}: ResolvedBlockOf<"legal-text">) {
  const ids = sectionIds(sections);
  const language = site.language ?? "en";

  return (
    <SupportAddressesProvider value={site.support}>
      <Box as="article" py={{ base: "10", md: "16" }}>
        <Container maxW={tableOfContents ? "6xl" : "3xl"} px={{ base: "5", md: "8" }}>
          <Box
            as="header"
            maxW={readingWidth}
            ms={tableOfContents ? { lg: "calc(15rem + var(--chakra-spacing-14))" } : undefined}
          >
            <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight" lineHeight="1.15">
              {title}
            </Heading>
            {lastUpdated && (
              <Text mt="3" color="fg.muted" data-last-updated="">
                {lastUpdatedLabel}{" "}
                {lastUpdated === "today" ? <Today language={language} /> : dayInLanguage(lastUpdated, language)}
              </Text>
            )}
            {summary && (
              <Box
                as="aside"
                aria-label={summaryTitle}
                mt={{ base: "6", md: "8" }}
                bg="brand.subtle"
                borderStartWidth="4px"
                borderColor="brand.solid"
                rounded="md"
                px={{ base: "4", md: "6" }}
                py="5"
              >
                <Text fontWeight="semibold" mb="2">
                  {summaryTitle}
                </Text>
                <Stack gap="3">
                  {summary.map((paragraph, i) => (
                    <Text key={i} lineHeight="1.7">
                      <Inline paragraph={paragraph} />
                    </Text>
                  ))}
                </Stack>
              </Box>
            )}
          </Box>
          <Grid
            templateColumns={
              tableOfContents ? { base: "minmax(0, 1fr)", lg: "15rem minmax(0, 1fr)" } : "minmax(0, 1fr)"
            }
            columnGap="14"
            mt={{ base: "8", md: "10" }}
          >
            {tableOfContents && <Contents sections={sections} ids={ids} title={words.onThisPage} />}
            <Stack gap="10" maxW={readingWidth} minW="0">
              <RichSections
                intro={intro}
                sections={sections}
                ids={ids}
                gap="4"
                headingSize={{ base: "xl", md: "2xl" }}
              />
            </Stack>
          </Grid>
        </Container>
      </Box>
    </SupportAddressesProvider>
  );
}

/**
 * "today": the date the page is read. The build writes its own day (the page's key holds it:
 * scripts/lib/build/pagePlan.ts); the shell script sets the reader's (elements marked data-clock="date"), so the text
 * is right on the day it is read.
 */
function Today({ language }: { language: string }) {
  const day = useBuildDay();
  return (
    <time dateTime={day} data-clock="date">
      {dayInLanguage(day, language)}
    </time>
  );
}

/** "On this page": a box above the text on small screens, a sticky side column on large ones. */
function Contents({ sections, ids, title }: { sections: RichTextSection[]; ids: string[]; title: string }) {
  return (
    <Box
      as="nav"
      aria-labelledby="legal-contents-heading"
      alignSelf="start"
      position={{ lg: "sticky" }}
      top={{ lg: "6rem" }}
      maxH={{ lg: "calc(100vh - 7rem)" }}
      overflowY={{ lg: "auto" }}
      mb={{ base: "10", lg: "0" }}
      borderWidth={{ base: "1px", lg: "0" }}
      borderColor="border"
      rounded="md"
      p={{ base: "4", lg: "0" }}
    >
      <Text
        id="legal-contents-heading"
        fontSize="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="3"
      >
        {title}
      </Text>
      <List.Root variant="plain" gap="1.5" fontSize="sm" lineHeight="1.4">
        {sections.map((section, index) => (
          <List.Item key={ids[index]}>
            <Link asChild color="fg.muted" _hover={{ color: "brand.fg" }}>
              <AppLink href={`#${ids[index]}`}>{section.heading}</AppLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
