import { Box, Button, Field, Input, Textarea, type InputProps } from "@chakra-ui/react";
import { useState, type ClipboardEvent, type KeyboardEvent } from "react";

/** Line breaks (and the characters that break a line in YAML and HTML) made spaces. */
export function asOneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, " ");
}

const hasBreak = (text: string) => /[\r\n\u2028\u2029\u0085]/.test(text);

/**
 * A one-line text field (a title, a category): Enter adds no line break, and line breaks pasted in become spaces,
 * which the field says in words under it. A value that already holds line breaks (written by hand) is shown
 * whole in a text box with a note, so nothing is lost on opening it.
 */
export function OneLineInput({
  value,
  onText,
  ...input
}: Omit<InputProps, "onChange" | "value" | "onPaste" | "onKeyDown"> & {
  value: string;
  onText: (text: string) => void;
}) {
  const [pasted, setPasted] = useState(false);
  const noteId = `${String(input.id)}__one-line`;
  const describedBy = [input["aria-describedby"], noteId].filter(Boolean).join(" ");
  if (hasBreak(value)) {
    return (
      <Box flex="1" minW={0}>
        <Textarea
          {...(input as object)}
          aria-describedby={describedBy}
          value={value}
          rows={3}
          onChange={(event) => onText(event.target.value)}
        />
        <Field.HelperText id={noteId} data-one-line-note="" color="fg.warning">
          This field is one line, but its text holds line breaks (written outside the editor). Remove them, or replace
          them with spaces:{" "}
          <Button size="2xs" variant="outline" onClick={() => onText(asOneLine(value))}>
            Make them spaces
          </Button>
        </Field.HelperText>
      </Box>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text/plain");
    if (!hasBreak(text)) return;
    event.preventDefault();
    const box = event.currentTarget;
    const start = box.selectionStart ?? box.value.length;
    const end = box.selectionEnd ?? start;
    const spaced = asOneLine(text);
    onText(box.value.slice(0, start) + spaced + box.value.slice(end));
    setPasted(true);
    requestAnimationFrame(() => box.setSelectionRange(start + spaced.length, start + spaced.length));
  };
  return (
    <Box flex="1" minW={0}>
      <Input
        {...input}
        aria-describedby={pasted ? describedBy : input["aria-describedby"]}
        value={value}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={(event) => {
          setPasted(false);
          input.onBlur?.(event);
        }}
        onChange={(event) => onText(event.target.value)}
      />
      {pasted && (
        <Field.HelperText id={noteId} data-one-line-note="">
          The pasted line breaks were made spaces: this field is one line.
        </Field.HelperText>
      )}
    </Box>
  );
}
