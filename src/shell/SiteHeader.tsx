import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { HeaderButtons } from "./HeaderButtons";
import { LanguageSwitch } from "./LanguageSwitch";
import { MainNavLinks } from "./MainNavLinks";
import { MobileMenu } from "./MobileMenu";
import { SiteLogo } from "./SiteLogo";

/** Sticky top bar: logo, the full menu from xl, the language switch and header buttons from lg, the drawer menu below xl. */
export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: "5", md: "8" }}>
        <Flex align="center" justify="space-between" gap="6" h="16">
          <SiteLogo />
          <HStack as="nav" aria-label="Main" gap="1" hideBelow="xl">
            <MainNavLinks
              px="3"
              py="2"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              _hover={{ color: "ink", bg: "gray.100", textDecoration: "none" }}
              current={{ color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" }}
            />
          </HStack>
          <HStack gap="2">
            <LanguageSwitch hideBelow="lg" />
            <HeaderButtons direction="row" hideBelow="lg" />
            <MobileMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
