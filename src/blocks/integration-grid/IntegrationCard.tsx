import { Badge, Box, Card, Flex, Heading, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import type { Integration } from "../../generated/config-types";
import { ConfigIcon } from "../../icons/ConfigIcon";
import { AppLink } from "../../site/AppLink";
import { type ItemHeading } from "../../ui/itemHeading";

const statusPalette = { Connect: "brand", Connected: "green", Disconnected: "gray" } as const;

/**
 * One integration: logo, name, what it does and its status label; the whole card opens its page.
 * On phones the logo sits beside the text so ten cards stay short; from "sm" up it sits above.
 */
export function IntegrationCard({ item, headingLevel }: { item: Integration; headingLevel: ItemHeading }) {
  const status = (display: object) => (
    <Badge
      colorPalette={statusPalette[item.status]}
      variant="subtle"
      rounded="full"
      px="2.5"
      flexShrink="0"
      {...display}
    >
      {item.status}
    </Badge>
  );
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
        <Card.Body p={{ base: "4", sm: "5" }}>
          <Flex direction={{ base: "row", sm: "column" }} gap="4" h="full">
            <HStack justify="space-between" align="flex-start" flexShrink="0">
              <Box position="relative">
                <Image src={item.logoUrl} alt={`${item.name} logo`} boxSize={{ base: "12", sm: "14" }} rounded="xl" />
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
              {status({ display: { base: "none", sm: "inline-flex" } })}
            </HStack>
            <Stack gap="1.5" flex="1" minW="0">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Heading as={headingLevel} fontSize={{ base: "md", sm: "lg" }} lineHeight="1.3" letterSpacing="tight">
                  <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                    <AppLink href={`/integrations/${item.slug}`} data-integration-name="">
                      {item.name}
                    </AppLink>
                  </LinkOverlay>
                </Heading>
                {status({ display: { base: "inline-flex", sm: "none" } })}
              </HStack>
              <Text color="fg.muted" fontSize="sm" lineHeight="1.6" flex="1" data-integration-description="">
                {item.description}
              </Text>
              <Text color="brand.fg" fontWeight="semibold" fontSize="sm" pt="1.5" aria-hidden="true">
                View details →
              </Text>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
