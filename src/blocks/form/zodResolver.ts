import type { FieldErrors, Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import { valuesAsText, type FormValues } from "./buildZodSchema";

/**
 * react-hook-form's resolver for the form's zod schema (what @hookform/resolvers' zodResolver does for these
 * flat forms, in a few lines): valid answers come back parsed (trimmed), else the first broken rule of each
 * field, with its message, tied to the field.
 */
export function zodResolver(schema: z.ZodMiniType<FormValues, FormValues>): Resolver<FormValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(valuesAsText(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join(".");
      errors[name] ??= { type: issue.code, message: issue.message, ref: options.fields[name]?.ref };
    }
    return { values: {}, errors };
  };
}
