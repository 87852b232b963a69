import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Statistic, StatsBlock } from "../../generated/config-types";
import { Section } from "../../ui/Section";

/** The statistics strip: final values in the HTML; countUp.script.ts counts them up once in view. */
export default function Stats({ title, items, durationMs = 2000 }: StatsBlock) {
  return (
    <Section title={title} tone="brand" py={{ base: "10", md: "14" }} data-count-duration={durationMs}>
      <SimpleGrid as="dl" columns={{ base: 2, md: items.length }} gap={{ base: "8", md: "6" }}>
        {items.map((item) => (
          <StatItem key={item.label} item={item} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function StatItem({ item }: { item: Statistic }) {
  return (
    <Stack gap="1" textAlign="center">
      <Text as="dt" order={2} color="whiteAlpha.800" fontWeight="medium">
        {item.label}
      </Text>
      <Box
        as="dd"
        order={1}
        fontSize={{ base: "3xl", md: "5xl" }}
        fontWeight="extrabold"
        letterSpacing="tight"
        data-stat-value={item.value}
      >
        {/* the label gives screen readers the meaning; the final value is announced, not every frame */}
        <span aria-hidden="true" data-stat-shown="">
          {item.value}
        </span>
        <Box as="span" srOnly>
          {item.value}
        </Box>
      </Box>
    </Stack>
  );
}
