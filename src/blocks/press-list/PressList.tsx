import { Box, Card, EmptyState, Flex, Heading, Image, Link, SimpleGrid, Stack, Text, VStack } from "@chakra-ui/react";
import { Newspaper } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { PressItem } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { Section } from "../../ui/Section";
import { distinctLogoSources } from "./pressSources";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

const NewspaperIcon = drawnLucide(Newspaper);

export default function PressList({ stripTitle, title, readMoreLabel, empty, items }: ResolvedBlockOf<"press-list">) {
  if (items.length === 0) {
    return (
      <Section>
        <EmptyState.Root size="lg" borderWidth="1px" borderStyle="dashed" rounded="2xl" data-press-empty>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <NewspaperIcon aria-hidden="true" />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title as="h2">{empty.title}</EmptyState.Title>
              <EmptyState.Description>{empty.text}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Section>
    );
  }
  const sources = distinctLogoSources(items);
  return (
    <>
      {sources.length > 0 && (
        <Section title={stripTitle} py={{ base: "10", md: "14" }} borderBottomWidth="1px" borderColor="border.muted">
          <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap={{ base: "3", md: "4" }} data-press-strip>
            {sources.map((source) => (
              <Flex
                as="li"
                key={source.source}
                align="center"
                justify="center"
                h={{ base: "16", md: "20" }}
                w={{ base: "calc(50% - 0.375rem)", sm: "44", md: "52" }}
                px="4"
                rounded="xl"
                borderWidth="1px"
                borderColor="border.muted"
                bg="bg"
              >
                <Image
                  src={source.logoSrc}
                  alt={source.source}
                  h={{ base: "8", md: "11" }}
                  w="auto"
                  maxW="full"
                  objectFit="contain"
                  loading="lazy"
                />
              </Flex>
            ))}
          </Flex>
        </Section>
      )}
      <Section title={title} tone="muted">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: "4", md: "6" }}>
          {items.map((item) => (
            <Box as="li" key={item.id} display="flex" data-press-item>
              <PressCard item={item} readMoreLabel={readMoreLabel} headingLevel={itemHeading(title)} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

function PressCard({
  item,
  readMoreLabel,
  headingLevel,
}: {
  item: PressItem;
  readMoreLabel: string;
  headingLevel: ItemHeading;
}) {
  return (
    <Card.Root
      as="article"
      variant="outline"
      rounded="2xl"
      w="full"
      bg="bg"
      shadow="xs"
      _hover={{ shadow: "md" }}
      transition="box-shadow 0.2s"
    >
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Flex align="center" justify="space-between" gap="3" minH="8">
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            {item.source}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted" flexShrink="0">
            {item.date}
          </Text>
        </Flex>
        <Stack gap="2" flex="1">
          <Heading as={headingLevel} size="md" lineHeight="short">
            {item.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineHeight="tall">
            {item.summary}
          </Text>
        </Stack>
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <AppLink href={item.link} newTab>
            {readMoreLabel}
            <Box as="span" srOnly>
              {` (${item.title}, ${item.source}, opens in a new tab)`}
            </Box>
          </AppLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
