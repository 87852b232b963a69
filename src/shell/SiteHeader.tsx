import { Box, Button, Container, Flex, HStack, Image, Link } from "@chakra-ui/react";
import { AppLink } from "../site/AppLink";
import { useSite, useText } from "../site/SiteContext";

export function SiteHeader() {
  const site = useSite();
  const t = useText();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="6">
          <Link asChild>
            <AppLink href="/">
              <Image src={site.logo.full.src} alt={site.logo.full.alt} height="8" width="auto" />
            </AppLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="5" display={{ base: "none", xl: "flex" }}>
            {site.navigation.map((item) => (
              <Link key={item.href} asChild fontWeight="medium" color="fg.muted" _hover={{ color: "brand.fg" }}>
                <AppLink href={item.href} newTab={item.newTab}>
                  {t(item.label)}
                </AppLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="3" display={{ base: "none", lg: "flex" }}>
            <Button asChild variant="ghost">
              <AppLink href={site.header.login.href} newTab={site.header.login.newTab}>
                {t(site.header.login.label)}
              </AppLink>
            </Button>
            <Button asChild colorPalette="brand">
              <AppLink href={site.header.signup.href} newTab={site.header.signup.newTab}>
                {t(site.header.signup.label)}
              </AppLink>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
