import { Field, HStack, Input, Textarea } from "@chakra-ui/react";
import { ariaDescribedByIds, getInputProps, labelValue, type BaseInputTemplateProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";
import type { EditorFormContext } from "./formContext";
import { itemLabel } from "./labels";
import { isLongText, isMarkedLongText } from "./longText";
import { OneLineInput } from "./OneLineInput";
import { LinkPicker } from "./LinkPicker";
import { ImageUpload } from "../upload/ImageUpload";
import { uploadFolderFor } from "../upload/uploadFolder";
import { PicturePanel } from "../pictures/PicturePanel";
import { usePictureOfField } from "../pictures/pictureField";

/** The date form's placeholder: what to write, with an example. */
export const DATE_PLACEHOLDER = "YYYY-MM-DD, e.g. 2026-10-09";

/**
 * The input props of a field, always a text box for a number or a date: the browser's number box drops what is not a
 * number ("12,50" became 1250, "free" nothing, so the key went) and its date box reads the typed day by the locale
 * ("30/11/2026" became 12026-03-01). A text box keeps what is typed, and the check says at the field when it is not
 * a number or a date (see NumberField for how a number's text becomes a number).
 */
export function textInputProps(
  schema: BaseInputTemplateProps["schema"],
  type: string | undefined,
  options: BaseInputTemplateProps["options"],
): { type: string; inputMode?: "decimal" | "numeric"; date?: true } & Record<string, unknown> {
  const props = getInputProps(schema, type, options);
  if (props.type === "date") {
    const { min: _min, max: _max, ...rest } = props;
    return { ...rest, type: "text", date: true };
  }
  const numeric = schema.type === "number" || schema.type === "integer";
  if (props.type === "number" || (numeric && props.type === "text")) {
    const { min: _min, max: _max, step: _step, ...rest } = props;
    return { ...rest, type: "text", inputMode: schema.type === "integer" ? "numeric" : "decimal" };
  }
  return props as { type: string } & Record<string, unknown>;
}

/**
 * Every text, number and date field: a plain text box (no suggestion list, so it stays an ordinary textbox),
 * the schema's first example as placeholder (a date's form where it has none), and a picker beside link and file
 * fields ("x-link").
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus, options } =
    props;
  const { required, readonly, disabled, rawErrors, autofocus, placeholder, registry } = props;
  const { date, ...inputProps } = textInputProps(schema, type, options);
  const example = Array.isArray(schema.examples) && schema.examples.length ? String(schema.examples[0]) : undefined;
  const link = (schema as Record<string, unknown>)["x-link"];
  const context = registry.formContext as EditorFormContext | undefined;
  // the focus field of a picture: the picture as the build makes it, and the focal-point picker
  const picture = usePictureOfField();
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(target.value === "" ? options.emptyValue : target.value);
  const shown = value || value === 0 ? value : "";
  const common = {
    id,
    name: htmlName || id,
    size: "sm" as const,
    value: shown,
    placeholder: placeholder || (example ? `e.g. ${example}` : date ? DATE_PLACEHOLDER : undefined),
    autoFocus: autofocus,
    readOnly: readonly,
    onChange: onChangeOverride || handleChange,
    onBlur: ({ target }: { target: { value: string } }) => onBlur(id, target.value),
    onFocus: ({ target }: { target: { value: string } }) => onFocus(id, target.value),
    "aria-describedby": ariaDescribedByIds(id),
  };
  const text = inputProps.type === "text" && !date && !inputProps.inputMode;
  const oneLine = text && context?.oneLineTexts === true;
  const long = text && (oneLine ? isMarkedLongText : isLongText)(schema as Record<string, unknown>);
  return (
    <Field.Root invalid={!!rawErrors?.length} required={required} disabled={disabled || readonly} mb={1}>
      {labelValue(
        <Field.Label htmlFor={id}>
          {itemLabel(label)}
          <Field.RequiredIndicator />
        </Field.Label>,
        hideLabel || !label,
      )}
      <HStack width="full" gap={2}>
        {long ? (
          // a few lines to start with, more for a longer text (no resize observer: the box stays cheap to type in)
          <Textarea
            {...common}
            onChange={handleChange}
            rows={Math.min(10, Math.max(3, Math.ceil(String(shown).length / 70) + 1))}
          />
        ) : oneLine ? (
          <OneLineInput
            {...common}
            {...inputProps}
            value={String(shown)}
            onText={(next) => onChange(next === "" ? options.emptyValue : next)}
          />
        ) : (
          <Input {...common} {...inputProps} />
        )}
        {Boolean(link) && context && (
          <LinkPicker mode={link} targets={context.targets} label={label || "this field"} onPick={(v) => onChange(v)} />
        )}
      </HStack>
      {link === "file" && context?.upload && (
        <ImageUpload
          inputId={id}
          label={label || "this field"}
          folder={uploadFolderFor(schema.pattern, value, context.targets.publicFiles)}
          upload={context.upload}
          onUploaded={(address) => {
            onChange(address);
            context.uploaded?.();
          }}
        />
      )}
      {picture?.src && context?.describePicture && (
        <PicturePanel
          request={{
            src: picture.src,
            alt: picture.alt,
            ...(typeof value === "string" && value ? { focus: value } : {}),
            ...(context.pictureLayout ? { layout: context.pictureLayout } : {}),
            pointer: picture.pointer,
          }}
          label={picture.src}
          describe={context.describePicture}
          onFocus={(focus) => onChange(focus)}
        />
      )}
    </Field.Root>
  );
}
