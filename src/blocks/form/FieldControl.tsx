import { CircleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField, Link } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import { checkedValue } from "./checkedValue";
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
  /** The words of a choice's empty first option when the field has no placeholder ("Choose…" in its language). */
  chooseLabel: string;
}

/**
 * One labelled field: its error appears under it and is tied to it for screen readers. Every kind is a real
 * form control in the pre-rendered page (usable before any script), its first value (a default choice) written
 * into the HTML.
 */
export function FieldControl({
  field,
  registration,
  classes,
  error,
  showError,
  fullWidth,
  chooseLabel,
}: FieldControlProps) {
  const id = useId();
  if (field.input === "hidden") return <input type="hidden" {...registration} />;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  const shown = showError && invalid;
  const describedBy = [field.hint && hintId, shown && errorId].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  const control = { ...registration, required: field.required, ...aria };
  const requiredMark = field.required && (
    <span aria-hidden="true" className={classes.requiredMark}>
      *
    </span>
  );
  const hint = field.hint && (
    <p id={hintId} className={classes.hint}>
      {field.hint}
    </p>
  );
  const label = (
    <>
      {field.label}
      {field.labelLink && <LabelLink link={field.labelLink} className={classes.labelLink} />}
      {requiredMark}
    </>
  );
  // always present, so screen readers announce a message that appears
  const message = (
    <p id={errorId} aria-live="polite" className={classes.error}>
      {shown && (
        <>
          <CircleAlert size={16} aria-hidden="true" focusable="false" className={classes.errorIcon} />
          {error}
        </>
      )}
    </p>
  );
  const box = (children: ReactNode) => <div className={fullWidth ? classes.field : classes.halfField}>{children}</div>;

  if (field.input === "checkbox")
    return box(
      <>
        <label className={classes.choice}>
          <input {...control} id={id} type="checkbox" value={checkedValue} className={classes.choiceInput} />
          <span>{label}</span>
        </label>
        {hint}
        {message}
      </>,
    );

  if (field.input === "radio")
    return box(
      <fieldset className={classes.fieldset} aria-describedby={describedBy}>
        {/* a legend is the fieldset's first child (HTML's content model), so the hint follows it, not beside it */}
        <legend className={classes.label}>{label}</legend>
        {hint}
        <div className={classes.choices}>
          {(field.options ?? []).map((option) => (
            <label key={option.value} className={classes.choice}>
              <input
                {...control}
                aria-describedby={undefined}
                type="radio"
                value={option.value}
                defaultChecked={field.default === option.value}
                className={classes.choiceInput}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>,
    );

  // attributes in the order today's pages have them
  const textual = {
    id,
    ...registration,
    required: field.required,
    placeholder: field.placeholder,
    autoComplete: field.autocomplete,
    ...aria,
  };
  return box(
    <>
      <div className={classes.labelRow}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {hint}
      </div>
      {field.input === "textarea" ? (
        <textarea {...textual} rows={field.rows ?? 5} className={classes.textarea} />
      ) : field.input === "select" ? (
        <select
          {...control}
          id={id}
          autoComplete={field.autocomplete}
          defaultValue={field.default ?? ""}
          className={classes.select}
        >
          {/* an empty option has words: the W3C checker refuses an empty <option> without a label */}
          {field.default === undefined && <option value="">{field.placeholder ?? chooseLabel}</option>}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.input === "number" ? (
        <input
          {...textual}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step}
          className={classes.input}
        />
      ) : field.input === "date" ? (
        <input {...textual} type="date" min={field.earliest} max={field.latest} className={classes.input} />
      ) : (
        <input {...textual} type={field.input ?? "text"} className={classes.input} />
      )}
      {message}
    </>,
  );
}

/** The link after a label (the privacy policy after "I agree to the"). */
function LabelLink({ link, className }: { link: Link; className: string }) {
  return (
    <>
      {" "}
      <AppLink href={link.href} newTab={link.newTab} className={className}>
        {link.label}
      </AppLink>
    </>
  );
}
