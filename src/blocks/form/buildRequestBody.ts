import type { FormField, WebhookAction } from "../../generated/config-types";
import type { FormValues } from "./buildZodSchema";

/**
 * The JSON body sent to a webhook: every configured field in config order (an empty optional field
 * as "", a number field's value as a JSON number: `"guests": 45`), then the action's fixed extra fields, then the
 * sending time under `timestampField`. Nothing else from the form (such as the honeypot) is ever included.
 */
export function buildRequestBody(
  fields: readonly FormField[],
  values: FormValues,
  action: Pick<WebhookAction, "extraFields" | "timestampField">,
  now: Date,
): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of fields) body[field.name] = sentValue(field, values[field.name] ?? "");
  for (const [key, value] of Object.entries(action.extraFields ?? {})) {
    if (value !== undefined) body[key] = value;
  }
  if (action.timestampField) body[action.timestampField] = now.toISOString();
  return body;
}

/** A number field's text as the number it says (the input gives "45" or "4.5"); any other value as written. */
function sentValue(field: FormField, value: string): string | number {
  if (field.input !== "number" || value.trim() === "") return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
