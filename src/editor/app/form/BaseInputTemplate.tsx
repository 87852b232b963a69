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

/**
 * Every text and number field: a plain text box (no suggestion list, so it stays an ordinary textbox),
 * the schema's first example as placeholder, and a picker beside link and file fields ("x-link").
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus, options } =
    props;
  const { required, readonly, disabled, rawErrors, autofocus, placeholder, registry } = props;
  const inputProps = getInputProps(schema, type, options);
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
    placeholder: placeholder || (example ? `e.g. ${example}` : undefined),
    autoFocus: autofocus,
    readOnly: readonly,
    onChange: onChangeOverride || handleChange,
    onBlur: ({ target }: { target: { value: string } }) => onBlur(id, target.value),
    onFocus: ({ target }: { target: { value: string } }) => onFocus(id, target.value),
    "aria-describedby": ariaDescribedByIds(id),
  };
  const text = (inputProps.type ?? "text") === "text";
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
