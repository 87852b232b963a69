import { Badge, Box, Container, Heading, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { ArticleBlock } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { RichSections, SupportAddressesProvider } from "../../ui/RichText";
import { sectionIds } from "../../ui/sectionIds";
import { dayInLanguage } from "../../engine/formats/dates";

/** Comfortable reading width for long text (about 70 characters a line). */
const readingWidth = "70ch";

export default function Article({
  backLink,
  category,
  title,
  lead,
  date,
  readTime,
  author,
  takeaways,
  takeawaysTitle,
  intro,
  sections,
  site,
  words,
}: ResolvedBlockOf<"article">) {
  const ids = sectionIds(sections);
  return (
    <Box as="article" pb={{ base: "12", md: "20" }}>
      <Box
        as="header"
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="bg"
        pt={{ base: "8", md: "12" }}
        pb={{ base: "8", md: "12" }}
      >
        <Container maxW="3xl" px={{ base: "5", md: "8" }}>
          <Stack gap="5">
            <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start" data-back-link="">
              <AppLink href={backLink.href} newTab={backLink.newTab}>
                <span aria-hidden="true">←</span> {backLink.label}
              </AppLink>
            </Link>
            {category && (
              <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3" alignSelf="flex-start">
                {category}
              </Badge>
            )}
            <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.15" letterSpacing="tight">
              {title}
            </Heading>
            {lead && (
              <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" lineHeight="1.6">
                {lead}
              </Text>
            )}
            <Meta
              date={date && dayInLanguage(date, site.language ?? "en")}
              readTime={readTime}
              author={author}
              minRead={words.minRead}
            />
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: "5", md: "8" }} pt={{ base: "6", md: "8" }}>
        <Stack gap="10" maxW={readingWidth} fontSize={{ base: "md", md: "lg" }}>
          {takeaways && (
            <Box
              as="aside"
              aria-labelledby="article-takeaways"
              bg="brand.subtle"
              borderStartWidth="4px"
              borderColor="brand.solid"
              rounded="md"
              px={{ base: "5", md: "6" }}
              py="5"
            >
              <Heading
                as="h2"
                id="article-takeaways"
                fontSize="md"
                textTransform="uppercase"
                letterSpacing="wider"
                color="brand.fg"
                mb="3"
              >
                {takeawaysTitle ?? words.keyTakeaways}
              </Heading>
              <List.Root ps="5" gap="2" lineHeight="1.6">
                {takeaways.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          <SupportAddressesProvider value={site.support}>
            <RichSections
              intro={intro}
              sections={sections}
              ids={ids}
              gap="5"
              headingSize={{ base: "2xl", md: "3xl" }}
            />
          </SupportAddressesProvider>
        </Stack>
      </Container>
    </Box>
  );
}

function Meta({
  date,
  readTime,
  author,
  minRead,
}: Pick<ArticleBlock, "date" | "readTime" | "author"> & { minRead: string }) {
  if (!date && !readTime && !author) return null;
  return (
    <HStack gap={{ base: "3", md: "5" }} wrap="wrap" color="fg.muted" fontSize="sm">
      {author && (
        <HStack gap="1.5">
          <ConfigIcon name="user" size={16} />
          <span>
            {author.name}
            {author.role && <>, {author.role}</>}
          </span>
        </HStack>
      )}
      {date && (
        <HStack gap="1.5">
          <ConfigIcon name="calendar" size={16} />
          <span>{date}</span>
        </HStack>
      )}
      {readTime && (
        <HStack gap="1.5" data-read-time={readTime}>
          <ConfigIcon name="clock" size={16} />
          <span>{minRead.replace("{minutes}", String(readTime))}</span>
        </HStack>
      )}
    </HStack>
  );
}
