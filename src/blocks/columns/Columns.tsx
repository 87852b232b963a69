import { Flex, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ColumnsBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";
import { slotChildren } from "../slotStyles";

const gaps = { small: "4", medium: "8", large: "12" } as const;
const alignments = { top: "flex-start", center: "center", bottom: "flex-end", stretch: "stretch" } as const;

/**
 * Columns side by side from 48rem wide, stacked on phones (in reading order, or the last on top). Its columns'
 * blocks come already rendered, one element a column, as `slots` (src/render/BlockList.tsx).
 */
export default function Columns({
  title,
  columns,
  widths,
  gap = "medium",
  align = "top",
  phoneOrder = "first-on-top",
  tone = "plain",
  slots = [],
}: ColumnsBlock & { slots?: readonly ReactNode[] }) {
  return (
    <Section title={title} tone={tone}>
      <Flex
        direction={{ base: phoneOrder === "last-on-top" ? "column-reverse" : "column", md: "row" }}
        gap={gaps[gap]}
        align={{ base: "stretch", md: alignments[align] }}
      >
        {columns.map((_, i) => (
          <Stack key={i} gap="6" flex={{ md: `${widths?.[i] ?? 1} 1 0` }} minW="0" css={slotChildren}>
            {slots[i]}
          </Stack>
        ))}
      </Flex>
    </Section>
  );
}
