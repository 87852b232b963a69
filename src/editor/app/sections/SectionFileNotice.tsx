import { Box, Text } from "@chakra-ui/react";
import type { SectionsResponse } from "../../shared/api";
import { reachOf } from "./detachSection";

/** At the top of a linked section's file: a change here reaches every page that uses it. */
export function SectionFileNotice({ path, uses }: { path: string; uses: SectionsResponse | undefined }) {
  const file = uses?.sections.find((s) => s.path === path);
  const count = file?.pages.length ?? 0;
  return (
    <Box
      role="note"
      aria-label="Where this section is used"
      data-section-notice={path}
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      rounded="md"
      p={3}
      mb={3}
    >
      <Text fontSize="sm">
        {!file ? (
          "Finding the pages that use this section…"
        ) : file.siteWide.length ? (
          <>
            <strong>A change here reaches every page</strong> ({count} now): site.json shows this section site-wide. It
            is {reachOf(file)}.
          </>
        ) : count === 0 ? (
          <>
            <strong>No page uses this section yet.</strong> Add it to a page with a block of type "section" and "ref": "
            {file.name}".
          </>
        ) : (
          <>
            <strong>
              A change here reaches every page that uses it: {count} page{count === 1 ? "" : "s"}.
            </strong>{" "}
            It is {reachOf(file)}.
          </>
        )}
      </Text>
      {file && (
        <Text fontSize="xs" color="fg.muted" mt={1}>
          Write {"{input.<name>}"} where each use gives its own text (its "inputs").
        </Text>
      )}
    </Box>
  );
}
