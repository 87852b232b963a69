import Form from "@rjsf/chakra-ui";
import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { memo, useMemo } from "react";
import type { EditorDiagnostic, JsonSchema } from "../../shared/api";
import { ArrayFieldTemplate } from "./ArrayFieldTemplate";
import { BaseInputTemplate } from "./BaseInputTemplate";
import { errorSchemaFor } from "./errorSchema";
import { DescriptionFieldTemplate, FieldErrorTemplate, FieldTemplate, TitleFieldTemplate } from "./FieldTemplate";
import type { EditorFormContext } from "./formContext";
import { withFieldTitles } from "./labels";

// Only used by the form library to pick oneOf branches; problems come from the server's validateConfigDir.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
const templates = {
  ArrayFieldTemplate,
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
};
const hidden = { "ui:widget": "hidden" };
const titled = new WeakMap<JsonSchema, RJSFSchema>();

export interface ConfigFormProps {
  /** Unique per form on screen: the prefix of every field id. */
  idPrefix: string;
  schema: JsonSchema;
  value: unknown;
  /** The file's problems and the JSON pointer of this form's part of the file ("/blocks/2"). */
  diagnostics: EditorDiagnostic[];
  pointer: string;
  context: EditorFormContext;
  onChange: (value: unknown, fieldId: string) => void;
}

/** A form generated from a JSON Schema (never written by hand per block), with problems shown at their fields. */
export const ConfigForm = memo(function ConfigForm({ idPrefix, schema, value, diagnostics, pointer, context, onChange }: ConfigFormProps) {
  let rjsfSchema = titled.get(schema);
  if (!rjsfSchema) {
    // the form's own title and description are the page's headings already
    rjsfSchema = { ...withFieldTitles(schema), title: undefined, description: undefined } as RJSFSchema;
    titled.set(schema, rjsfSchema);
  }
  const extraErrors = useMemo<ErrorSchema>(() => errorSchemaFor(diagnostics, pointer), [diagnostics, pointer]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      type: hidden,
      $schema: hidden,
      "ui:submitButtonOptions": { norender: true },
      "ui:globalOptions": { copyable: true },
    }),
    [],
  );
  return (
    <Form
      schema={rjsfSchema}
      uiSchema={uiSchema}
      formData={value}
      formContext={context}
      validator={validator}
      templates={templates}
      extraErrors={extraErrors}
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: "skipDefaults", arrayMinItems: { populate: "never" } }}
      onChange={(event, id) => onChange(event.formData, id ?? "")}
    />
  );
});
