import { Box, Text } from "@chakra-ui/react";
import type { ImageBlock as ImageBlockProps } from "../../generated/config-types";
import { Picture } from "../../ui/Picture";

const maxWidths = { content: "3xl", wide: "6xl", full: "full" } as const;

/** One picture with its caption; its sources are attached to the block itself by the picture step. */
export default function ImageBlock(block: ImageBlockProps) {
  const width = block.width ?? "content";
  const edgeToEdge = width === "full";
  return (
    <Box as="section" py={{ base: "8", md: "12" }}>
      <Box as="figure" maxW={maxWidths[width]} mx="auto" px={edgeToEdge ? "0" : { base: "5", md: "8" }}>
        <Picture
          image={block}
          display="block"
          w="full"
          h="auto"
          rounded={edgeToEdge ? undefined : "xl"}
          loading="lazy"
          decoding="async"
        />
        {block.caption && (
          <Text as="figcaption" mt="3" px={edgeToEdge ? { base: "5", md: "8" } : "0"} color="fg.muted" fontSize="sm">
            {block.caption}
          </Text>
        )}
      </Box>
    </Box>
  );
}
