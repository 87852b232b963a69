import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { CtaBlock } from "../../generated/config-types";
import { LinkButton } from "../../ui/LinkButton";
import { onDarkBand, toneColors } from "../../ui/tones";

export default function Cta({ eyebrow, title, text, actions, note, tone = "brand" }: CtaBlock) {
  const colors = toneColors[tone];
  const onDark = onDarkBand(tone);
  return (
    <Box as="section" bg={colors.bg} color={colors.color} py={{ base: "14", md: "20" }}>
      <Container maxW="4xl" px={{ base: "5", md: "8" }}>
        <Stack align="center" textAlign="center" gap="5">
          {eyebrow && (
            <Badge colorPalette={onDark ? "gray" : "brand"} variant={onDark ? "solid" : "subtle"} rounded="full" px="3">
              {eyebrow}
            </Badge>
          )}
          <Heading as="h2" fontSize={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
            {title}
          </Heading>
          {text && (
            <Text fontSize={{ base: "md", md: "lg" }} color={colors.muted} maxW="2xl">
              {text}
            </Text>
          )}
          <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
            {actions.map((action, i) => (
              <LinkButton
                key={action.href + action.label}
                link={action}
                size="lg"
                variant={i === 0 ? "solid" : "outline"}
                colorPalette={onDark && i === 0 ? "gray" : "brand"}
                {...(onDark && i === 0 ? { bg: "white", color: "brand.900", _hover: { bg: "gray.100" } } : {})}
                {...(onDark && i > 0
                  ? { color: "white", borderColor: "whiteAlpha.600", _hover: { bg: "whiteAlpha.200" } }
                  : {})}
              />
            ))}
          </Stack>
          {note && (
            <Text fontSize="sm" color={colors.muted}>
              {note}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
