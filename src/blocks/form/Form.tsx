import { Box, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { ConfiguredForm } from "./ConfiguredForm";
import { FormAside } from "./FormAside";
import { ThankYouPanel } from "./ThankYouPanel";
import { itemHeading } from "../../ui/itemHeading";
import { onDarkBand, toneColors } from "../../ui/tones";

/** A form configured entirely in JSON: contact message, quiz download request or e-mail sign-up. */
export default function Form(config: ResolvedBlockOf<"form">) {
  const headingId = useId();
  const [finished, setFinished] = useState(false);
  const tone = toneColors[config.tone ?? "plain"];
  const wide = Boolean(config.aside);

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
      {finished && config.thankYou ? (
        <ThankYouPanel thankYou={config.thankYou} headingLevel={itemHeading(config.title)} />
      ) : (
        <ConfiguredForm
          config={config}
          onThankYou={() => setFinished(true)}
          labelledBy={config.title ? headingId : undefined}
        />
      )}
    </Box>
  );

  return (
    <Box
      as="section"
      bg={tone.bg}
      color={tone.color}
      py={{ base: "12", md: "20" }}
      aria-labelledby={config.title ? headingId : undefined}
    >
      <Container maxW={wide ? "6xl" : config.layout === "inline" ? "4xl" : "3xl"} px={{ base: "5", md: "8" }}>
        {(config.title || config.intro) && (
          <Stack
            gap="3"
            textAlign={wide ? { base: "center", lg: "start" } : "center"}
            maxW="3xl"
            mx={wide ? { base: "auto", lg: "0" } : "auto"}
            mb={{ base: "8", md: "10" }}
          >
            {config.title && (
              <Heading as="h2" id={headingId} fontSize={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
                {config.title}
              </Heading>
            )}
            {config.intro && (
              <Text fontSize={{ base: "md", md: "lg" }} color={tone.muted}>
                {config.intro}
              </Text>
            )}
          </Stack>
        )}
        {config.aside ? (
          <Grid
            templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
            gap={{ base: "10", lg: "14" }}
            alignItems="start"
          >
            {card}
            <FormAside aside={config.aside} onDark={onDarkBand(config.tone ?? "plain")} support={config.site.support} />
          </Grid>
        ) : (
          card
        )}
      </Container>
    </Box>
  );
}
