import { Box, Card, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { Addon, AddonGridBlock } from "../../generated/config-types";
import { IconTile } from "../../icons/IconTile";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";

export default function AddonGrid({ title, subtitle, addons }: AddonGridBlock) {
  return (
    <Section title={title} subtitle={subtitle} tone="muted">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: Math.min(addons.length, 3) }} gap="6">
        {addons.map((addon) => (
          <Box as="li" key={addon.name} display="flex">
            <AddonCard addon={addon} />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function AddonCard({ addon }: { addon: Addon }) {
  return (
    <Card.Root as="article" variant="outline" rounded="2xl" w="full" bg="bg" shadow="sm" data-addon>
      <Card.Header gap="3">
        {addon.icon && <IconTile name={addon.icon} />}
        <Heading as="h3" size="lg">
          {addon.name}
        </Heading>
        <Flex align="baseline" gap="2" wrap="wrap">
          <Text
            fontSize={/[0-9]/.test(addon.price) ? "3xl" : "2xl"}
            fontWeight="extrabold"
            letterSpacing="tight"
            lineHeight="2.5rem"
            data-addon-price
          >
            {addon.price}
          </Text>
          {addon.priceDescription && <Text color="fg.muted">{addon.priceDescription}</Text>}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Text color="fg.muted">{addon.description}</Text>
      </Card.Body>
      <Card.Footer>
        <LinkButton link={addon.cta} variant="outline" w="full" size="lg" />
      </Card.Footer>
    </Card.Root>
  );
}
