import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { AppLink } from "../site/AppLink";
import { useSite, useText } from "../site/SiteContext";

export function SiteFooter() {
  const site = useSite();
  const t = useText();
  return (
    <Box as="footer" bg="gray.950" color="gray.300" mt="auto">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 2 + site.footer.columns.length }} gap="10">
          <Stack gap="3" gridColumn={{ md: "span 2" }}>
            <Text fontWeight="bold" fontSize="lg" color="white">
              {site.productName}
            </Text>
            <Text maxW="sm">{t(site.footer.tagline)}</Text>
          </Stack>
          {site.footer.columns.map((column) => (
            <Stack key={column.title} as="nav" aria-label={column.title} gap="2">
              <Heading as="h2" size="sm" color="white">
                {t(column.title)}
              </Heading>
              {column.links.map((link) => (
                <Link key={link.href} asChild color="gray.300" _hover={{ color: "white" }}>
                  <AppLink href={link.href} newTab={link.newTab}>
                    {t(link.label)}
                  </AppLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: "column", sm: "row" }} justify="space-between" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.800" fontSize="sm">
          <Text>{t(site.footer.copyright)}</Text>
          <Link asChild color="gray.300" _hover={{ color: "white" }}>
            <AppLink href={site.footer.statusLink.href} newTab={site.footer.statusLink.newTab}>
              {t(site.footer.statusLink.label)}
            </AppLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
