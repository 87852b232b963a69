import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Statistic, StatsBlock } from "../../generated/config-types";
import { useText } from "../../site/SiteContext";
import { Section } from "../../ui/Section";
import { useCountUp } from "./useCountUp";

export default function Stats({ title, items, durationMs = 2000 }: StatsBlock) {
  return (
    <Section title={title} tone="brand" py={{ base: "10", md: "14" }}>
      <SimpleGrid as="dl" columns={{ base: 2, md: items.length }} gap={{ base: "8", md: "6" }}>
        {items.map((item) => (
          <StatItem key={item.label} item={item} duration={durationMs} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function StatItem({ item, duration }: { item: Statistic; duration: number }) {
  const t = useText();
  const { ref, shown } = useCountUp(item.value, duration);
  return (
    <Stack gap="1" textAlign="center">
      <Text as="dt" order={2} color="whiteAlpha.800" fontWeight="medium">
        {t(item.label)}
      </Text>
      <Box as="dd" order={1} ref={ref} fontSize={{ base: "3xl", md: "5xl" }} fontWeight="extrabold" letterSpacing="tight" data-stat-value={item.value}>
        {/* the label below gives screen readers the meaning; the final value is announced, not every frame */}
        <span aria-hidden="true">{shown}</span>
        <Box as="span" srOnly>{item.value}</Box>
      </Box>
    </Stack>
  );
}
