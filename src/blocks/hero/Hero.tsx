import { Badge, Box, Container, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { HeroBlock } from "../../generated/config-types";
import { focusPosition } from "../../engine/pictures/focusPoint";
import { AppLink } from "../../site/AppLink";
import { LinkButton } from "../../ui/LinkButton";
import { Picture } from "../../ui/Picture";

/**
 * Darkens a background photo so white text passes WCAG AA over any photo: even over pure white, 60% black leaves
 * #666, on which white is 5.7:1.
 */
const overlay = "rgba(0, 0, 0, 0.6)";

export default function Hero(block: HeroBlock) {
  const { image, imagePlacement = "side", size = "medium" } = block;
  const large = size === "large";
  const padding = {
    pt: { base: large ? "16" : "12", md: large ? "28" : "20" },
    pb: { base: large ? "16" : "10", md: large ? "24" : "14" },
  } as const;

  if (image && imagePlacement === "background")
    return (
      <Box as="section" position="relative" overflow="hidden" bg="gray.900" color="white" {...padding}>
        <Picture
          image={image}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          objectPosition={focusPosition(image.focus)}
        />
        <Box position="absolute" inset="0" bg={overlay} aria-hidden="true" />
        <Container maxW="5xl" px={{ base: "5", md: "8" }} position="relative">
          <HeroText block={block} align="center" onPhoto />
        </Container>
      </Box>
    );

  if (image)
    return (
      <Box as="section" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" {...padding}>
        <Container maxW="5xl" px={{ base: "5", md: "8" }}>
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "8", md: "12" }} alignItems="center">
            <HeroText block={block} align="start" />
            <Picture image={image} display="block" w="full" h="auto" rounded="2xl" />
          </Grid>
        </Container>
      </Box>
    );

  return (
    <Box as="section" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" {...padding}>
      <Container maxW="5xl" px={{ base: "5", md: "8" }}>
        <HeroText block={block} align="center" />
      </Container>
    </Box>
  );
}

/** The hero's words and buttons: centred alone or over a photo, at the start beside a photo. */
function HeroText({ block, align, onPhoto }: { block: HeroBlock; align: "center" | "start"; onPhoto?: boolean }) {
  const { eyebrow, title, subtitle, badges, actions, note, backLink, size = "medium" } = block;
  const large = size === "large";
  const centred = align === "center";
  const muted = onPhoto ? "white" : "fg.muted";
  return (
    <Stack
      gap={{ base: "5", md: "6" }}
      align={centred ? "center" : "flex-start"}
      textAlign={centred ? "center" : "start"}
    >
      {backLink && (
        <Link asChild alignSelf="flex-start" color={onPhoto ? "white" : "brand.fg"} fontWeight="medium">
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
        <Text fontSize={{ base: "lg", md: "xl" }} color={muted} maxW="3xl">
          {subtitle}
        </Text>
      )}
      {badges && badges.length > 0 && (
        <HStack gap="2" wrap="wrap" justify={centred ? "center" : "flex-start"}>
          {badges.map((badge) => (
            <Badge
              key={badge}
              variant={onPhoto ? "subtle" : "outline"}
              colorPalette="brand"
              size="md"
              rounded="full"
              px="3"
            >
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
              // outline buttons are brand-coloured text on the page: over a photo they get their own light ground
              variant={i === 0 ? "solid" : onPhoto ? "subtle" : "outline"}
            />
          ))}
        </Stack>
      )}
      {note && (
        <Text fontSize="sm" color={muted}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
