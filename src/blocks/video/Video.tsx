import { Badge, Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { VideoBlock } from "../../generated/config-types";
import { LinkButton } from "../../ui/LinkButton";
import { Section } from "../../ui/Section";
import { VideoPlayer } from "./VideoPlayer";

export default function Video({
  eyebrow,
  title,
  description,
  actions,
  layout = "stacked",
  tone = "plain",
  ...player
}: VideoBlock) {
  const split = layout === "split";
  const hasText = Boolean(eyebrow || title || description);

  const text = hasText && (
    <Stack
      gap="4"
      textAlign={split ? { base: "center", lg: "start" } : "center"}
      align={split ? { base: "center", lg: "flex-start" } : "center"}
      maxW="3xl"
      mx={split ? undefined : "auto"}
    >
      {eyebrow && (
        <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
          {eyebrow}
        </Badge>
      )}
      {title && (
        <Heading as="h2" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
          {title}
        </Heading>
      )}
      {description && (
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted">
          {description}
        </Text>
      )}
    </Stack>
  );

  const buttons = actions && actions.length > 0 && (
    <Stack
      direction={{ base: "column", sm: "row" }}
      gap="3"
      justify={split ? { base: "center", lg: "flex-start" } : "center"}
      w={{ base: "full", sm: "auto" }}
    >
      {actions.map((action, i) => (
        <LinkButton key={action.href + action.label} link={action} size="lg" variant={i === 0 ? "solid" : "outline"} />
      ))}
    </Stack>
  );

  return (
    <Section tone={tone}>
      {split ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "14" }} alignItems="center">
          <Stack gap="6">
            {text}
            {buttons}
          </Stack>
          <VideoPlayer {...player} />
        </SimpleGrid>
      ) : (
        <Stack gap={{ base: "8", md: "10" }} align="center">
          {text}
          <Box w="full" maxW="5xl">
            <VideoPlayer {...player} />
          </Box>
          {buttons}
        </Stack>
      )}
    </Section>
  );
}
