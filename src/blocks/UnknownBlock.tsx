import { Box, Code, Container, Text } from "@chakra-ui/react";
import { blockTypes } from "../generated/config-types";

export interface BlockPlace {
  type: string;
  index: number;
  file: string;
  /** Where a block inside a block is ("blocks[2].columns[1].blocks[0]"); a page's own block: blocks[index]. */
  path?: string;
  problem?: string;
}

/** Shown instead of a block that cannot be rendered: never a blank, always what and where. */
export function UnknownBlock({ type, index, file, path, problem }: BlockPlace) {
  return (
    <Container maxW="5xl" py="6">
      <Box
        role="alert"
        data-unrendered-block={type}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="red.500"
        bg="red.50"
        color="red.900"
        p="5"
        rounded="md"
      >
        <Text fontWeight="bold">{problem ? `Block "${type}" failed to render` : `Unknown block type "${type}"`}</Text>
        <Text mt="1">
          Block {index + 1} ({path ?? <>blocks[{index}]</>}) in <Code>{file}</Code>.{" "}
          {problem ?? `Known block types: ${blockTypes.join(", ")}. Run "npm run validate" for details.`}
        </Text>
      </Box>
    </Container>
  );
}
