import { CircleAlert } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField } from "../../generated/config-types";
import type { FormCardClasses } from "./formCardStyles";

interface FieldControlProps {
  field: FormField;
  registration: UseFormRegisterReturn;
  classes: FormCardClasses;
  /** The message of the field's broken rule, if any. */
  error?: string;
  /** False when errors are shown in a toast instead: the field is still marked invalid. */
  showError: boolean;
  /** Span both columns of the form grid (true unless the field is "half"). */
  fullWidth: boolean;
}

/** One labelled field: its error appears under it and is tied to it for screen readers. */
export function FieldControl({ field, registration, classes, error, showError, fullWidth }: FieldControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  const shown = showError && invalid;
  const describedBy = [field.hint && hintId, shown && errorId].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    ...registration,
    required: field.required,
    placeholder: field.placeholder && field.placeholder,
    autoComplete: field.autocomplete,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={fullWidth ? classes.field : classes.halfField}>
      <div className={classes.labelRow}>
        <label htmlFor={id} className={classes.label}>
          {field.label}
          {field.required && (
            <span aria-hidden="true" className={classes.requiredMark}>
              *
            </span>
          )}
        </label>
        {field.hint && (
          <p id={hintId} className={classes.hint}>
            {field.hint}
          </p>
        )}
      </div>
      {field.input === "textarea" ? (
        <textarea {...control} rows={field.rows ?? 5} className={classes.textarea} />
      ) : (
        <input {...control} type={field.input ?? "text"} className={classes.input} />
      )}
      {/* always present, so screen readers announce a message that appears */}
      <p id={errorId} aria-live="polite" className={classes.error}>
        {shown && (
          <>
            <CircleAlert size={16} aria-hidden="true" focusable="false" className={classes.errorIcon} />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
