import { Box, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { Island } from "../../islands/Island";
import { IslandClasses } from "../../islands/IslandClasses";
import FormCard from "./FormCard";
import { formCardStyles } from "./formCardStyles";
import { FormAside } from "./FormAside";
import { itemHeading } from "../../ui/itemHeading";
import { onDarkBand, toneColors } from "../../ui/tones";

/**
 * A form configured entirely in JSON: contact message, quiz download request or e-mail sign-up. The section is
 * static; the card's content (the form, then the thank-you panel) is its island, FormCard.
 */
export default function Form(config: ResolvedBlockOf<"form">) {
  const headingId = useId();
  const { title, intro, aside, tone: _tone, ...form } = config;
  const tone = toneColors[config.tone ?? "plain"];
  const wide = Boolean(aside);

  const card = (
    <Box
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="2xl"
      shadow="md"
      p={{ base: "5", md: "8" }}
    >
      <IslandClasses styles={formCardStyles(config.layout === "inline")}>
        {(classes) => (
          <Island
            component={FormCard}
            props={{
              form,
              classes,
              labelledBy: title ? headingId : undefined,
              thankYouHeading: itemHeading(title),
            }}
          />
        )}
      </IslandClasses>
    </Box>
  );

  return (
    <Box
      as="section"
      bg={tone.bg}
      color={tone.color}
      py={{ base: "12", md: "20" }}
      aria-labelledby={title ? headingId : undefined}
    >
      <Container maxW={wide ? "6xl" : config.layout === "inline" ? "4xl" : "3xl"} px={{ base: "5", md: "8" }}>
        {(title || intro) && (
          <Stack
            gap="3"
            textAlign={wide ? { base: "center", lg: "start" } : "center"}
            maxW="3xl"
            mx={wide ? { base: "auto", lg: "0" } : "auto"}
            mb={{ base: "8", md: "10" }}
          >
            {title && (
              <Heading as="h2" id={headingId} fontSize={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
                {title}
              </Heading>
            )}
            {intro && (
              <Text fontSize={{ base: "md", md: "lg" }} color={tone.muted}>
                {intro}
              </Text>
            )}
          </Stack>
        )}
        {aside ? (
          <Grid
            templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
            gap={{ base: "10", lg: "14" }}
            alignItems="start"
          >
            {card}
            <FormAside
              aside={aside}
              onDark={onDarkBand(config.tone ?? "plain")}
              support={config.site.support}
              label={config.words.moreInformation}
            />
          </Grid>
        ) : (
          card
        )}
      </Container>
    </Box>
  );
}
