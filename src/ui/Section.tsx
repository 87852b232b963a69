import { Box, Container, Heading, Stack, Text, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface SectionProps extends Omit<BoxProps, "title"> {
  title?: string;
  subtitle?: string;
  /** Background tone of the band. */
  tone?: "plain" | "muted" | "brand";
  width?: "narrow" | "wide";
  children: ReactNode;
}

/** The standard page band: consistent spacing, width and heading style for every block. */
export function Section({ title, subtitle, tone = "plain", width = "wide", children, ...rest }: SectionProps) {
  const bg = tone === "muted" ? "gray.50" : tone === "brand" ? "brand.950" : undefined;
  const color = tone === "brand" ? "white" : undefined;
  return (
    <Box as="section" bg={bg} color={color} py={{ base: "12", md: "20" }} {...rest}>
      <Container maxW={width === "narrow" ? "3xl" : "7xl"} px={{ base: "5", md: "8" }}>
        {(title || subtitle) && (
          <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: "8", md: "12" }}>
            {title && (
              <Heading as="h2" size={{ base: "2xl", md: "4xl" }} letterSpacing="tight">
                {title}
              </Heading>
            )}
            {subtitle && (
              <Text fontSize={{ base: "md", md: "lg" }} color={tone === "brand" ? "whiteAlpha.800" : "fg.muted"}>
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
