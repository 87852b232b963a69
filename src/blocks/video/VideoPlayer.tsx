import { AspectRatio, Box } from "@chakra-ui/react";
import { Play } from "lucide-react";
import { drawnLucide } from "../../icons/drawnIcon";
import type { VideoBlock } from "../../generated/config-types";
import { Picture } from "../../ui/Picture";

const PlayIcon = drawnLucide(Play);

type PlayerProps = Pick<VideoBlock, "embedUrl" | "videoTitle" | "poster" | "loading" | "insertAfterMs">;

/**
 * The poster picture and a play button (pre-rendered); video.script.ts puts the player in: a frame when the
 * video nears the viewport ("lazy"), Wistia's own player some time after load ("delayed"), or at once on play.
 * The frame's styles are here (in the HTML) so the script only adds elements.
 */
export function VideoPlayer({ embedUrl, videoTitle, poster, loading = "lazy", insertAfterMs = 1000 }: PlayerProps) {
  return (
    <AspectRatio ratio={16 / 9} w="full">
      <Box
        position="relative"
        rounded="2xl"
        overflow="hidden"
        bg="gray.900"
        shadow="xl"
        data-video-state="poster"
        data-video-loading={loading}
        data-embed-url={embedUrl}
        data-video-title={videoTitle}
        data-delay-ms={insertAfterMs}
        css={{
          "& > iframe, & [data-video-mount]": {
            position: "absolute",
            inset: "0",
            width: "100%",
            height: "100%",
            border: "0",
          },
          "&:not([data-video-state=player]) [data-video-mount]": { pointerEvents: "none" },
        }}
      >
        <Picture image={poster} position="absolute" inset="0" w="full" h="full" objectFit="cover" />
        <Box
          as="button"
          data-video-play=""
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          cursor="pointer"
          aria-label={`Play video: ${videoTitle}`}
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
            <PlayIcon size={30} fill="currentColor" aria-hidden="true" />
          </Box>
        </Box>
        <div data-video-mount="" />
      </Box>
    </AspectRatio>
  );
}
