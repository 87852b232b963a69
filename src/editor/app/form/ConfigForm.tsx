import { Theme } from "@rjsf/chakra-ui";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { EditorDiagnostic, JsonSchema } from "../../shared/api";
import { ArrayFieldTemplate } from "./ArrayFieldTemplate";
import { BaseInputTemplate } from "./BaseInputTemplate";
import { MapEntryTemplate } from "./MapEntryTemplate";
import { errorSchemaFor } from "./errorSchema";
import { applyFieldChange, keepShape, valueAt } from "./fieldChanges";
import {
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
} from "./FieldTemplate";
import type { EditorFormContext } from "./formContext";
import { defaultFormState, formLayout, JSON_FIELD } from "./formLayout";
import { GuardedForm } from "./GuardedForm";
import { JsonField } from "./JsonField";
import { NumberField } from "./NumberField";
import { ObjectFieldTemplate } from "./ObjectFieldTemplate";
import { withFieldTitles } from "./labels";
import { schemaForValue } from "./listSourceForm";

// Only used by the form library to pick oneOf branches; problems come from the server's validateConfigDir.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
const templates = {
  ...Theme.templates,
  ButtonTemplates: Theme.templates!.ButtonTemplates,
  ArrayFieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  OptionalDataControlsTemplate,
  WrapIfAdditionalTemplate: MapEntryTemplate,
};
const fields = { [JSON_FIELD]: JsonField, NumberField };
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

/** What an RJSF form shows: the value it was last given or last reported, and how often it started afresh. */
interface Shown {
  value: unknown;
  /** The value the form started from: the shape (key order) the reported values keep. */
  start: unknown;
  /** The value with the fields' changes applied since the last report (see GuardedForm). */
  pending?: unknown;
  generation: number;
  /** Id of the field that had the focus when the form started afresh. */
  focus?: string;
}

/**
 * A form generated from a JSON Schema (never written by hand per block), with problems shown at their fields.
 *
 * Typing re-renders only what the form does not know yet. The value the form reported through onChange, handed
 * back by the parent that stored it, changes nothing on screen (RJSF holds it in its state already), so the
 * form is not rendered and compared again on every keystroke. A value from elsewhere (undo, redo, a file
 * changed on disk) starts the form afresh, with the focus kept on the same field: RJSF compares new props
 * with the ones it last rendered, and would miss a value equal to those.
 *
 * What the form reports is the value it was given with each field's change applied, never the form library's own
 * copy of the data: opening, selecting and saving leave a file as it was, byte for byte.
 */
export function ConfigForm(props: ConfigFormProps) {
  const shown = useRef<Shown>({ value: props.value, start: props.value, generation: 0 });
  if (props.value !== shown.current.value && JSON.stringify(props.value) === JSON.stringify(shown.current.value)) {
    shown.current.value = props.value; // the same content (a report the store found unchanged)
  } else if (props.value !== shown.current.value) {
    const focused = document.activeElement?.id;
    shown.current = {
      value: props.value,
      start: props.value,
      generation: shown.current.generation + 1,
      focus: focused?.startsWith(props.idPrefix) ? focused : undefined,
    };
  }
  const { generation, focus } = shown.current;
  useLayoutEffect(() => {
    if (focus && document.activeElement?.id !== focus) document.getElementById(focus)?.focus();
  }, [generation, focus]);
  const schema = schemaForValue(props.schema, shown.current.start);
  return <SchemaForm key={generation} {...props} schema={schema} shown={shown.current} />;
}

type SchemaFormProps = ConfigFormProps & { shown: Shown };

const SchemaForm = memo(
  function SchemaForm({ idPrefix, schema, value, diagnostics, pointer, context, onChange, shown }: SchemaFormProps) {
    let rjsfSchema = titled.get(schema);
    if (!rjsfSchema) {
      // the form's own title and description are the page's headings already
      rjsfSchema = { ...withFieldTitles(schema), title: undefined, description: undefined } as RJSFSchema;
      titled.set(schema, rjsfSchema);
    }
    const extraErrors = useMemo<ErrorSchema>(() => errorSchemaFor(diagnostics, pointer), [diagnostics, pointer]);
    // the form starts afresh for a value from elsewhere (see ConfigForm): the layout is worked out once per start
    const [uiSchema] = useState(() => formLayout(rjsfSchema, value, validator));
    const fieldContext = useMemo(() => ({ ...context, pointer }), [context, pointer]);
    return (
      <GuardedForm
        schema={rjsfSchema}
        uiSchema={uiSchema}
        formData={value}
        fields={fields}
        widgets={Theme.widgets}
        formContext={fieldContext}
        validator={validator}
        templates={templates}
        extraErrors={extraErrors}
        idPrefix={idPrefix}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={defaultFormState}
        onFieldChange={(path, fieldValue) => {
          // a text box emptied where the file said "" (an image's alt text, meaning decorative) keeps ""
          const empty = fieldValue === undefined && valueAt(shown.start, path) === "" ? "" : fieldValue;
          shown.pending = applyFieldChange(shown.pending ?? shown.value, path, empty);
        }}
        onChange={(_event, id) => {
          // a report with no field change behind it is the library's own reading of the value (defaults): not an edit
          if (shown.pending === undefined) return;
          const next = keepShape(shown.start, shown.pending);
          shown.pending = undefined;
          if (next === shown.value) return;
          shown.value = next;
          onChange(next, id ?? "");
        }}
      />
    );
  },
  // the props changed, unless the only change is the value the form itself reported
  (before, after) =>
    (after.value === before.value || after.value === after.shown.value) &&
    after.shown === before.shown &&
    after.idPrefix === before.idPrefix &&
    after.schema === before.schema &&
    after.diagnostics === before.diagnostics &&
    after.pointer === before.pointer &&
    after.context === before.context &&
    after.onChange === before.onChange,
);
