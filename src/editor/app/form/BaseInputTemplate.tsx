import { Field, HStack, Input } from "@chakra-ui/react";
import { ariaDescribedByIds, getInputProps, labelValue, type BaseInputTemplateProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";
import type { EditorFormContext } from "./formContext";
import { LinkPicker } from "./LinkPicker";
import { ImageUpload } from "../upload/ImageUpload";
import { uploadFolderFor } from "../upload/uploadFolder";

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
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === "" ? options.emptyValue : target.value);
  return (
    <Field.Root invalid={!!rawErrors?.length} required={required} disabled={disabled || readonly} mb={1}>
      {labelValue(
        <Field.Label htmlFor={id}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>,
        hideLabel || !label,
      )}
      <HStack width="full" gap={2}>
        <Input
          id={id}
          name={htmlName || id}
          size="sm"
          {...inputProps}
          value={value || value === 0 ? value : ""}
          placeholder={placeholder || (example ? `e.g. ${example}` : undefined)}
          autoFocus={autofocus}
          readOnly={readonly}
          onChange={onChangeOverride || handleChange}
          onBlur={({ target }) => onBlur(id, target.value)}
          onFocus={({ target }) => onFocus(id, target.value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
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
    </Field.Root>
  );
}
