import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { prepareToasts, showToast } from "../../toaster/toaster";
import { AppLink } from "../../site/AppLink";
import { buildFormSchema, emptyValues, valuesAsText, type FormValues } from "./buildZodSchema";
import { FieldControl } from "./FieldControl";
import type { FormCardClasses } from "./formCardStyles";
import type { FormCardConfig } from "./FormCard";
import { useEarlyInput } from "../../islands/IslandRoot";
import { Honeypot } from "./Honeypot";
import { forgetDraftOf } from "./formDraft";
import { openTabsOnSubmit, runAction, type PendingTab } from "./submitAction";
import { zodResolver } from "./zodResolver";

interface ConfiguredFormProps {
  config: FormCardConfig;
  classes: FormCardClasses;
  /** Called when the form is finished and the thank-you panel should replace it. */
  onThankYou: () => void;
  /** Accessible name of the form (the section heading's id). */
  labelledBy?: string;
}

/** The form itself: fields, validation (zod schema built from the config) and the send flow. */
export function ConfiguredForm({ config, classes, onThankYou, labelledBy }: ConfiguredFormProps) {
  const { site } = config;
  const { fields, action, success, failure, thankYou, errorToast, submit, layout = "card" } = config;
  const { words } = config;
  const schema = useMemo(() => buildFormSchema(fields, words), [fields, words]);
  const earlyInput = useEarlyInput();
  const defaultValues = useMemo(() => emptyValues(fields), [fields]);
  // what the fields hold when the island wakes stays: typed early, a draft, a value from the address (prepareForm.script.ts)
  const startValues = useMemo(
    () => ({ ...defaultValues, ...pick(earlyInput, Object.keys(defaultValues)) }),
    [defaultValues, earlyInput],
  );
  // a new message after a send keeps what the page address filled in (hidden fields)
  const resetValues = useMemo(
    () => ({
      ...defaultValues,
      ...pick(
        startValues,
        fields.filter((field) => field.fromAddress).map((field) => field.name),
      ),
    }),
    [defaultValues, startValues, fields],
  );
  const { register, handleSubmit, formState, getValues, reset, setValue } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: startValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  // the island wakes when the visitor starts using the form: the toasts' code will be needed soon
  useEffect(prepareToasts, []);
  // react-hook-form reads a radio group pre-checked in the HTML before all its radios are registered, and so
  // loses the choice: set each group again to what the page showed
  useEffect(() => {
    for (const field of fields) if (field.input === "radio") setValue(field.name, startValues[field.name] ?? "");
  }, [fields, setValue, startValues]);

  const finishSuccess = () => {
    if (formRef.current) forgetDraftOf(formRef.current);
    showToast({ ...success.toast, closeLabel: words.closeMessage });
    if (thankYou) onThankYou();
    else reset(resetValues);
  };

  const send = async (values: FormValues, pendingTab: PendingTab | undefined, openError: unknown) => {
    try {
      if (openError) throw openError;
      await runAction(action, fields, values, site, pendingTab);
    } catch (error) {
      console.warn("Form could not be sent:", error);
      if (pendingTab?.window && !pendingTab.window.closed) pendingTab.window.close();
      showToast({ ...failure.toast, closeLabel: words.closeMessage });
      if (failure.showThankYou && thankYou) onThankYou();
      return;
    }
    finishSuccess();
  };

  const showInvalid = (errors: FieldErrors<FormValues>) => {
    if (!errorToast) return;
    const first = fields.map((f) => errors[f.name]?.message).find(Boolean);
    if (first)
      showToast({
        title: errorToast.title,
        description: String(first),
        style: "error",
        closeLabel: words.closeMessage,
      });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const isRobot = Boolean(honeypotRef.current?.value);
    // New tabs must open now, inside the submit event, or pop-up blockers stop them.
    let pendingTab: PendingTab | undefined;
    let openError: unknown;
    if (!isRobot && schema.safeParse(valuesAsText(getValues())).success) {
      try {
        pendingTab = openTabsOnSubmit(action);
      } catch (error) {
        openError = error;
      }
    }
    void handleSubmit(async (values) => {
      sendingRef.current = true;
      setSending(true);
      try {
        if (isRobot) finishSuccess();
        else await send(values, pendingTab, openError);
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    }, showInvalid)(event);
  };

  const inline = layout === "inline";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate={!config.browserValidation}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      className={classes.form}
    >
      <div className={classes.row}>
        <div className={classes.fields}>
          {fields.map((field, index) => (
            <FieldControl
              key={field.name}
              field={field}
              registration={register(field.name)}
              classes={classes}
              error={formState.errors[field.name]?.message}
              showError={!errorToast}
              chooseLabel={words.chooseOption}
              fullWidth={
                inline
                  ? fields.length === 1 || (fields.length % 2 === 1 && index === fields.length - 1)
                  : field.width !== "half"
              }
            />
          ))}
        </div>
        <div className={classes.actions}>
          <button type="submit" disabled={sending} className={classes.submit}>
            {sending ? submit.busyLabel : submit.label}
          </button>
        </div>
      </div>
      {(submit.note || submit.noteLink) && (
        <p className={classes.note}>
          {submit.note}
          {submit.note && submit.noteLink && " "}
          {submit.noteLink && (
            <AppLink href={submit.noteLink.href} newTab={submit.noteLink.newTab} className={classes.noteLink}>
              {submit.noteLink.label}
            </AppLink>
          )}
        </p>
      )}
      <Honeypot
        name={config.honeypot ?? "website"}
        inputRef={honeypotRef}
        className={classes.honeypot}
        label={words.honeypotLabel}
      />
    </form>
  );
}

function pick(values: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => Object.hasOwn(values, name)).map((name) => [name, values[name]]));
}
