import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { Section } from "../../ui/Section";

const CalendarDaysIcon = drawnLucide(CalendarDays);

/**
 * A scheduling calendar. The pre-rendered HTML reserves its size (nothing below it moves) and links to the
 * scheduling page; calendar.script.ts loads the calendar when it nears the viewport and hides the link
 * once the calendar is there (or says it could not load).
 */
export default function CalendarEmbed({
  title,
  subtitle,
  url,
  height = 700,
  minWidth = 320,
  fallbackLabel,
  tone = "plain",
  words,
}: ResolvedBlockOf<"calendar-embed">) {
  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      <Box
        position="relative"
        w="full"
        maxW="5xl"
        mx="auto"
        h={`${height}px`}
        minW={`${minWidth}px`}
        rounded="2xl"
        overflow="hidden"
        borderWidth="1px"
        bg="bg"
        shadow="sm"
        data-calendar-state="waiting"
        data-calendar-url={url}
        css={{ "&[data-calendar-state=ready] [data-calendar-fallback]": { display: "none" } }}
      >
        <Stack
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          gap="3"
          p="6"
          textAlign="center"
          color="fg.muted"
          data-calendar-fallback=""
        >
          <CalendarDaysIcon size={40} aria-hidden="true" strokeWidth={1.5} />
          <Text data-calendar-status="" data-failed-text={words.calendarNotLoaded}>
            {words.loadingCalendar}
          </Text>
          <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
            {fallbackLabel ?? words.openSchedulingPage} ↗
          </Link>
        </Stack>
        <Box
          position="absolute"
          inset="0"
          pointerEvents="none"
          data-calendar-mount=""
          css={{
            "& iframe": { width: "100%", height: "100%" },
            "[data-calendar-state=ready] > &": { pointerEvents: "auto" },
          }}
        />
      </Box>
    </Section>
  );
}
