import { AspectRatio, Box, chakra, Image } from "@chakra-ui/react";
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { VideoBlock } from "../../generated/config-types";
import { isAllowedEmbed } from "../../site/resolveHref";
import { useSite, useText } from "../../site/SiteContext";
import { useActivation } from "./useActivation";
import { insertWistiaPlayer, wistiaEmbedScript, wistiaMediaId, wistiaPlayerScript } from "./wistia";

type PlayerProps = Pick<VideoBlock, "embedUrl" | "videoTitle" | "poster" | "loading" | "insertAfterMs">;

/**
 * The poster picture first (in the pre-rendered page), then the player: a frame from an allowed host, or,
 * for a "delayed" Wistia video, Wistia's own player with its scripts, removed again on leaving the page.
 */
export function VideoPlayer({ embedUrl, videoTitle, poster, loading = "lazy", insertAfterMs = 1000 }: PlayerProps) {
  const t = useText();
  const { embeds } = useSite();
  const boxRef = useRef<HTMLDivElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const { active, byClick, activateNow } = useActivation(boxRef, loading, insertAfterMs);
  const title = t(videoTitle);

  const mediaId = loading === "delayed" ? wistiaMediaId(embedUrl) : undefined;
  const allowed =
    isAllowedEmbed(embedUrl, embeds.allowedHosts) &&
    (!mediaId || [wistiaPlayerScript, wistiaEmbedScript(mediaId)].every((src) => isAllowedEmbed(src, embeds.allowedHosts)));
  // when Wistia's script cannot load, its plain embed frame is used instead
  const [playerFailed, setPlayerFailed] = useState(false);
  const usePlayerScript = active && allowed && mediaId !== undefined && !playerFailed;
  const showFrame = active && allowed && !usePlayerScript;

  useEffect(() => {
    if (!usePlayerScript || !mountRef.current || !mediaId) return;
    return insertWistiaPlayer(mediaId, title, mountRef.current, () => setPlayerFailed(true));
  }, [usePlayerScript, mediaId, title]);

  const state = !allowed ? "blocked" : usePlayerScript ? "player" : showFrame ? "frame" : "poster";
  return (
    <AspectRatio ratio={16 / 9} w="full">
      <Box
        ref={boxRef}
        position="relative"
        rounded="2xl"
        overflow="hidden"
        bg="gray.900"
        shadow="xl"
        data-video-state={state}
        data-video-loading={loading}
      >
        <Image src={poster.src} alt={poster.alt} position="absolute" inset="0" w="full" h="full" objectFit="cover" />
        {state === "poster" && (
          <Box
            as="button"
            onClick={activateNow}
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            aria-label={`Play video: ${title}`}
            _focusVisible={{ outline: "3px solid", outlineColor: "brand.300", outlineOffset: "-3px" }}
            css={{ "&:hover > span": { transform: "scale(1.06)" } }}
          >
            <Box
              as="span"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize={{ base: "16", md: "20" }}
              rounded="full"
              bg="white"
              color="brand.700"
              shadow="lg"
              transition="transform 0.2s"
            >
              <Play size={30} fill="currentColor" aria-hidden="true" />
            </Box>
          </Box>
        )}
        {showFrame && (
          <chakra.iframe
            position="absolute"
            inset="0"
            w="full"
            h="full"
            border="0"
            src={byClick ? withAutoplay(embedUrl) : embedUrl}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        <Box ref={mountRef} position="absolute" inset="0" pointerEvents={usePlayerScript ? "auto" : "none"} data-video-mount="" />
      </Box>
    </AspectRatio>
  );
}

/** The visitor already pressed play on the poster: start the video without a second click. */
function withAutoplay(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("autoplay", "1");
  return parsed.href;
}
