import { Box, Heading, Link, List, Text } from "@chakra-ui/react";
import type { EditorDiagnostic } from "../shared/api";
import type { Editor } from "./useEditor";

/** "pages/pricing.json:12:7  message", as `npm run validate` prints it. */
export function located(d: EditorDiagnostic): string {
  return `${d.path}:${d.line}:${d.column}`;
}

/** Problems of the whole site (or of one file, with `only`), each opening its file. */
export function ProblemList({
  editor,
  onOpen,
  only,
}: {
  editor: Editor;
  /** Opens the file of a problem (with the problem, so its place can be shown). */
  onOpen: (path: string, problem?: EditorDiagnostic) => void;
  only?: string;
}) {
  const list = only ? editor.diagnostics.filter((d) => d.path === only) : editor.diagnostics;
  const title = only ? "Problems on this page" : "Problems in the site";
  return (
    <Box as="section" aria-label={title} mt={4} data-problems={only ? "file" : "site"}>
      <Heading as="h2" size="sm" mb={1}>
        {title} ({list.length})
      </Heading>
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None: {only ? "this file" : "every file"} passes the same checks as npm run validate.
        </Text>
      ) : (
        <List.Root gap={1} fontSize="xs" listStyleType="none">
          {list.map((d, i) => (
            <List.Item key={i}>
              <Link
                href={`#${d.path}`}
                color="fg.error"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(d.path, d);
                }}
              >
                {located(d)}
              </Link>{" "}
              <Text as="span" data-code={d.code}>
                {d.message}
              </Text>
              {d.hint ? (
                <>
                  {" "}
                  <Text as="span" data-hint color="fg.muted">
                    {d.hint}
                  </Text>
                </>
              ) : null}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
