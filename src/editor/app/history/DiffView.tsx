import { Box, Text } from "@chakra-ui/react";
import type { DiffResponse } from "../../shared/historyApi";

const look = {
  added: { sign: "+", word: "added", bg: "green.100", color: "green.900" },
  removed: { sign: "-", word: "removed", bg: "red.100", color: "red.900" },
  same: { sign: " ", word: "", bg: undefined, color: "fg" },
} as const;

/** A line-based diff, read like `git diff`: removed lines on red, added on green, unchanged runs folded. */
export function DiffView({ diff, label }: { diff: DiffResponse; label: string }) {
  if (diff.lines.length === 0)
    return (
      <Text fontSize="sm" data-diff="">
        No difference: this version is the same as now.
      </Text>
    );
  return (
    <Box data-diff="">
      <Text fontSize="sm" mb={2}>
        {diff.removed} line{diff.removed === 1 ? "" : "s"} removed, {diff.added} added since this version.
      </Text>
      <Box
        as="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        fontFamily="mono"
        fontSize="xs"
        borderWidth="1px"
        rounded="md"
        overflow="auto"
        maxH="60vh"
        py={1}
      >
        {diff.lines.map((line, i) =>
          line.kind === "gap" ? (
            <Box key={i} px={2} color="fg.muted" bg="bg.muted">
              … {line.lines} unchanged line{line.lines === 1 ? "" : "s"}
            </Box>
          ) : (
            <Box key={i} px={2} bg={look[line.kind].bg} color={look[line.kind].color} data-diff-line={line.kind}>
              <span aria-hidden>{look[line.kind].sign} </span>
              {look[line.kind].word && <VisuallyHidden>{look[line.kind].word}: </VisuallyHidden>}
              {line.text}
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return (
    <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
      {children}
    </span>
  );
}
