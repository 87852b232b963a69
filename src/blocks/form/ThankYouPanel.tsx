import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { FormThankYou } from "../../generated/config-types";
import { LinkButton } from "../../ui/LinkButton";
import { type ItemHeading } from "../../ui/itemHeading";

/** Replaces a finished form. Its heading takes focus so screen-reader users hear that it worked. */
export function ThankYouPanel({ thankYou, headingLevel }: { thankYou: FormThankYou; headingLevel: ItemHeading }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: "4", md: "6" }} data-testid="form-thank-you">
      <Box color="green.600" aria-hidden="true">
        <CircleCheck size={48} strokeWidth={1.75} />
      </Box>
      <Heading
        as={headingLevel}
        ref={headingRef}
        tabIndex={-1}
        fontSize={{ base: "2xl", md: "3xl" }}
        letterSpacing="tight"
        outline="none"
      >
        {thankYou.title}
      </Heading>
      <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="xl">
        {thankYou.text}
      </Text>
      {thankYou.links && thankYou.links.length > 0 && (
        <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2" w={{ base: "full", sm: "auto" }}>
          {thankYou.links.map((link, i) => (
            <LinkButton key={link.href + link.label} link={link} size="lg" variant={i === 0 ? "solid" : "outline"} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
