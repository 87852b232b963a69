import { Box, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { FeatureCard as FeatureCardData, FeatureGridBlock } from "../../generated/config-types";
import { IconTile } from "../../icons/IconTile";
import { AppLink } from "../../site/AppLink";
import { CardPhoto } from "../../ui/CardPhoto";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { itemHeading, type ItemHeading } from "../../ui/itemHeading";

const columnsAt = {
  2: { base: 1, md: 2 },
  3: { base: 1, md: 2, lg: 3 },
  4: { base: 1, sm: 2, lg: 4 },
} as const;

export default function FeatureGrid({
  title,
  subtitle,
  columns = 3,
  tone = "plain",
  items,
  moreLink,
}: FeatureGridBlock) {
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={columnsAt[columns]} gap={{ base: "4", md: "6" }}>
        {items.map((item) => (
          <Box as="li" key={item.title} display="flex">
            <FeatureCard item={item} headingLevel={itemHeading(title)} />
          </Box>
        ))}
      </SimpleGrid>
      {moreLink && (
        <Flex justify="center" mt={{ base: "8", md: "10" }}>
          <LinkButton link={moreLink} variant="outline" size="lg" />
        </Flex>
      )}
    </Section>
  );
}

function FeatureCard({ item, headingLevel }: { item: FeatureCardData; headingLevel: ItemHeading }) {
  return (
    <Card.Root
      as="article"
      variant="outline"
      rounded="2xl"
      w="full"
      bg="bg"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ shadow: "md", borderColor: "brand.200" }}
      {...(item.image ? { overflow: "hidden" } : {})}
    >
      {item.image && <CardPhoto image={item.image} />}
      <Card.Body gap={{ base: "3", md: "4" }} p={{ base: "5", md: "6" }}>
        <IconTile name={item.icon} />
        <Stack gap="2" flex="1">
          <Heading as={headingLevel} size="lg" letterSpacing="tight">
            {item.title}
          </Heading>
          <Text color="fg.muted">{item.description}</Text>
        </Stack>
        {item.link && (
          <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
            <AppLink href={item.link.href} newTab={item.link.newTab}>
              {item.link.label}
              {/* several cards say "Learn more": name the feature for screen-reader link lists */}
              <Box as="span" srOnly>
                {` (${item.title})`}
              </Box>
            </AppLink>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
