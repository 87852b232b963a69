import { Badge, Box, Container, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { HeroBlock } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { LinkButton } from "../../ui/LinkButton";

export default function Hero({
  eyebrow,
  title,
  subtitle,
  badges,
  actions,
  note,
  backLink,
  size = "medium",
}: HeroBlock) {
  const large = size === "large";
  return (
    <Box
      as="section"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
      pt={{ base: large ? "16" : "12", md: large ? "28" : "20" }}
      pb={{ base: large ? "16" : "10", md: large ? "24" : "14" }}
    >
      <Container maxW="5xl" px={{ base: "5", md: "8" }}>
        <Stack gap={{ base: "5", md: "6" }} align="center" textAlign="center">
          {backLink && (
            <Link asChild alignSelf="flex-start" color="brand.fg" fontWeight="medium">
              <AppLink href={backLink.href}>← {backLink.label}</AppLink>
            </Link>
          )}
          {eyebrow && (
            <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
              {eyebrow}
            </Badge>
          )}
          <Heading
            as="h1"
            fontSize={large ? { base: "4xl", md: "6xl" } : { base: "3xl", md: "5xl" }}
            lineHeight="1.1"
            letterSpacing="tight"
            maxW="4xl"
          >
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="3xl">
              {subtitle}
            </Text>
          )}
          {badges && badges.length > 0 && (
            <HStack gap="2" wrap="wrap" justify="center">
              {badges.map((badge) => (
                <Badge key={badge} variant="outline" colorPalette="brand" size="md" rounded="full" px="3">
                  {badge}
                </Badge>
              ))}
            </HStack>
          )}
          {actions && actions.length > 0 && (
            <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2" w={{ base: "full", sm: "auto" }}>
              {actions.map((action, i) => (
                <LinkButton
                  key={action.href + action.label}
                  link={action}
                  size="xl"
                  variant={i === 0 ? "solid" : "outline"}
                />
              ))}
            </Stack>
          )}
          {note && (
            <Text fontSize="sm" color="fg.muted">
              {note}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
