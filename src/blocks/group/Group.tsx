import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { GroupBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { slotChildren } from "../slotStyles";

/** A band with a heading of its own around other blocks, which come already rendered as `slots[0]`. */
export default function Group({
  title,
  subtitle,
  tone = "muted",
  slots = [],
}: GroupBlock & { slots?: readonly ReactNode[] }) {
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <Stack gap={{ base: "8", md: "12" }} css={slotChildren}>
        {slots[0]}
      </Stack>
    </Section>
  );
}
