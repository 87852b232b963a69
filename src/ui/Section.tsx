import { Box, Container, Heading, Stack, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { BandTone } from "../generated/config-types";
import { onDarkBand, toneColors } from "./tones";

export interface SectionProps extends Omit<BoxProps, "title"> {
  title?: string;
  subtitle?: string;
  /** Background tone of the band. */
  tone?: BandTone;
  width?: "narrow" | "wide";
  children: ReactNode;
}

/** The standard page band: consistent spacing, width and heading style for every block. */
export function Section({ title, subtitle, tone = "plain", width = "wide", children, ...rest }: SectionProps) {
  const colors = toneColors[tone];
  return (
    // on light tones the band keeps the page's own text colour (no colour of its own)
    <Box
      as="section"
      bg={colors.bg}
      color={onDarkBand(tone) ? colors.color : undefined}
      py={{ base: "12", md: "20" }}
      {...rest}
    >
      <Container maxW={width === "narrow" ? "3xl" : "7xl"} px={{ base: "5", md: "8" }}>
        {(title || subtitle) && (
          <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: "8", md: "12" }}>
            {title && (
              <Heading as="h2" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
                {title}
              </Heading>
            )}
            {subtitle && (
              <Text fontSize={{ base: "md", md: "lg" }} color={colors.muted}>
                {subtitle}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
