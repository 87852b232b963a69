import { Field, Textarea } from "@chakra-ui/react";
import { ariaDescribedByIds, type FieldProps } from "@rjsf/utils";
import { useState } from "react";
import { itemLabel } from "./labels";

/** The value as the file writes it (two-space indentation); an absent value is an empty box. */
const asText = (value: unknown) => (value === undefined ? "" : JSON.stringify(value, null, 2));

/**
 * A value the form library cannot show as fields, shown as its JSON instead of nothing: it can be read and edited,
 * and a change is kept only once it is valid JSON (until then the box says what is wrong, and the value stays).
 */
export function JsonField({ formData, onChange, fieldPathId, schema, name, required, disabled, readonly }: FieldProps) {
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => asText(formData));
  const [mistake, setMistake] = useState<string | undefined>();
  const label = itemLabel(schema.title ?? name);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === "") {
      setMistake(undefined);
      onChange(undefined, fieldPathId.path, undefined, id);
      return;
    }
    try {
      const value: unknown = JSON.parse(next);
      setMistake(undefined);
      onChange(value, fieldPathId.path, undefined, id);
    } catch (error) {
      setMistake(`Not valid JSON yet, so not kept: ${(error as Error).message}`);
    }
  };
  return (
    <Field.Root invalid={!!mistake} required={required} disabled={disabled || readonly} mb={1} data-json-field="">
      <Field.Label htmlFor={id}>
        {label} (JSON)
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        id={id}
        size="sm"
        fontFamily="mono"
        rows={Math.min(16, text.split("\n").length + 1)}
        spellCheck={false}
        value={text}
        readOnly={readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => change(event.target.value)}
      />
      <Field.HelperText>This part is edited as JSON: the form has no fields for its shape.</Field.HelperText>
      {mistake && <Field.ErrorText>{mistake}</Field.ErrorText>}
    </Field.Root>
  );
}
