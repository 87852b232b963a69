import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { CalendarEmbedBlock } from "../../generated/config-types";
import { isAllowedEmbed, resolveSiteAddress } from "../../site/resolveHref";
import { useSite, useText } from "../../site/SiteContext";
import { Section } from "../../ui/Section";
import { calendlyWidgetScript, mountCalendly } from "./calendly";

type State = "waiting" | "ready" | "failed";

export default function CalendarEmbed({
  title,
  subtitle,
  url: address,
  height = 700,
  minWidth = 320,
  fallbackLabel = "Open the scheduling page",
  tone = "plain",
}: CalendarEmbedBlock) {
  const t = useText();
  const { embeds, links } = useSite();
  const url = resolveSiteAddress(address, links);
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("waiting");
  const allowed = isAllowedEmbed(url, embeds.allowedHosts) && isAllowedEmbed(calendlyWidgetScript, embeds.allowedHosts);

  useEffect(() => {
    const parent = mountRef.current;
    if (!parent || !allowed) return;
    let current = true;
    mountCalendly(url, parent).then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
      parent.replaceChildren();
    };
  }, [url, allowed]);

  return (
    <Section title={title} subtitle={subtitle} tone={tone}>
      {/* The size is fixed before the calendar arrives, so nothing below it moves. */}
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
        data-calendar-state={allowed ? state : "blocked"}
      >
        {state !== "ready" && (
          <Stack position="absolute" inset="0" align="center" justify="center" gap="3" p="6" textAlign="center" color="fg.muted">
            <CalendarDays size={40} aria-hidden="true" strokeWidth={1.5} />
            <Text>{state === "failed" ? "The calendar could not be loaded here." : "Loading the scheduling calendar…"}</Text>
            <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
              {t(fallbackLabel)} ↗
            </Link>
          </Stack>
        )}
        <Box
          ref={mountRef}
          position="absolute"
          inset="0"
          pointerEvents={state === "ready" ? "auto" : "none"}
          data-calendar-mount=""
          css={{ "& iframe": { width: "100%", height: "100%" } }} />
      </Box>
    </Section>
  );
}
