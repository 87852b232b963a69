import type { FormField, WebhookAction } from "../../generated/config-types";
import type { FormValues } from "./buildZodSchema";

/**
 * The JSON body sent to a webhook: every configured field in config order (an empty optional field
 * as ""), then the action's fixed extra fields, then the sending time under `timestampField`.
 * Nothing else from the form (such as the honeypot) is ever included.
 */
export function buildRequestBody(
  fields: readonly FormField[],
  values: FormValues,
  action: Pick<WebhookAction, "extraFields" | "timestampField">,
  now: Date,
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) body[field.name] = values[field.name] ?? "";
  for (const [key, value] of Object.entries(action.extraFields ?? {})) {
    if (value !== undefined) body[key] = value;
  }
  if (action.timestampField) body[action.timestampField] = now.toISOString();
  return body;
}
