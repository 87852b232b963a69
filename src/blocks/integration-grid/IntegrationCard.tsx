import { Badge, Box, Card, Heading, HStack, Image, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import type { Integration } from "../../generated/config-types";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { AppLink } from "../../site/AppLink";

const statusPalette = { Connect: "brand", Connected: "green", Disconnected: "gray" } as const;

/** One integration: logo, name, what it does and its status label; the whole card opens its page. */
export function IntegrationCard({ item, headingLevel }: { item: Integration; headingLevel: "h2" | "h3" }) {
  return (
    <LinkBox asChild w="full">
      <Card.Root
        as="article"
        variant="outline"
        rounded="2xl"
        bg="bg"
        transition="box-shadow 0.2s, border-color 0.2s, transform 0.2s"
        _hover={{ shadow: "md", borderColor: "brand.200", transform: "translateY(-2px)" }}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      >
        <Card.Body gap="4" p={{ base: "5", md: "6" }}>
          <HStack justify="space-between" align="flex-start">
            <Box position="relative" flexShrink="0">
              <Image src={item.logoUrl} alt={`${item.name} logo`} boxSize="14" rounded="xl" loading="lazy" />
              <Box
                position="absolute"
                bottom="-1.5"
                right="-1.5"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="6"
                rounded="full"
                bg="bg"
                color="brand.fg"
                borderWidth="1px"
                borderColor="border"
              >
                <ConfigIcon name={item.icon} size={14} />
              </Box>
            </Box>
            <Badge colorPalette={statusPalette[item.status]} variant="subtle" rounded="full" px="2.5" size="md">
              {item.status}
            </Badge>
          </HStack>
          <Box flex="1">
            <Heading as={headingLevel} size="lg" letterSpacing="tight" mb="1.5">
              <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                <AppLink href={`/integrations/${item.slug}`}>{item.name}</AppLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineHeight="1.6">
              {item.description}
            </Text>
          </Box>
          <Text color="brand.fg" fontWeight="semibold" fontSize="sm" aria-hidden="true">
            View details →
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
