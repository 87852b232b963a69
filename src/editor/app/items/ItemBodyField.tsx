import { Box, Button, List, Text, Textarea } from "@chakra-ui/react";
import { useRef } from "react";
import type { EditorDiagnostic } from "../../shared/api";
import { selectLine } from "./textLines";

/**
 * A Markdown item's text, with the builder's problems of it (raw HTML, a link to no page …) under it by their line
 * of the text; choosing one selects that line.
 */
export function ItemBodyField({
  id = "item-body",
  rows = 16,
  body,
  bodyLine,
  problems,
  onChange,
}: {
  /** The text box's id (two editors of a text on one screen: the item's and the New item dialog's). */
  id?: string;
  rows?: number;
  body: string;
  /** The line of the file the text starts on: a problem at line N of the file is at line N - bodyLine + 1 here. */
  bodyLine: number | undefined;
  problems: EditorDiagnostic[];
  onChange: (body: string) => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const lineOf = (d: EditorDiagnostic) => (bodyLine ? d.line - bodyLine + 1 : undefined);
  return (
    <Box mt={4}>
      <label htmlFor={id}>
        <Text fontWeight="semibold" mb={1}>
          Text (Markdown)
        </Text>
      </label>
      <Textarea
        id={id}
        ref={box}
        fontFamily="mono"
        rows={rows}
        value={body}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problems.length > 0 && (
        <List.Root id={`${id}-problems`} mt={1} gap={1} listStyleType="none" data-body-problems="">
          {problems.map((d) => {
            const line = lineOf(d);
            return (
              <List.Item key={`${d.line}:${d.column}:${d.code}`} color="fg.error" fontSize="sm">
                {line !== undefined && line >= 1 ? (
                  <Button
                    size="2xs"
                    variant="plain"
                    color="fg.error"
                    textDecoration="underline"
                    px={0}
                    onClick={() => box.current && selectLine(box.current, line)}
                  >
                    Line {line} of the text
                  </Button>
                ) : null}{" "}
                {d.message} {d.hint}{" "}
                <Text as="span" fontFamily="mono" color="fg.muted">
                  ({d.path}:{d.line}:{d.column})
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
