import { useState } from "react";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import type { ItemHeading } from "../../ui/itemHeading";
import { ConfiguredForm } from "./ConfiguredForm";
import type { FormCardClasses } from "./formCardStyles";
import { ThankYouPanel } from "./ThankYouPanel";

/** What the form's island gets of its block: everything but what the static section around it shows. */
export type FormCardConfig = Omit<ResolvedBlockOf<"form">, "title" | "intro" | "aside" | "tone">;

export interface FormCardProps {
  form: FormCardConfig;
  /** Class names of its elements, made from src/blocks/form/formCardStyles.ts where the block rendered. */
  classes: FormCardClasses;
  /** Id of the section heading that names the form. */
  labelledBy?: string;
  /** Level of the thank-you panel's heading (under the section's title, if any). */
  thankYouHeading: ItemHeading;
}

/**
 * The form block's island: the form, replaced by the thank-you panel once it is finished. Hydrated in the
 * browser (src/blocks/registry.ts → browser.hydrate); the section around it is static.
 */
export default function FormCard({ form, classes, labelledBy, thankYouHeading }: FormCardProps) {
  const [finished, setFinished] = useState(false);
  return finished && form.thankYou ? (
    <ThankYouPanel thankYou={form.thankYou} headingLevel={thankYouHeading} classes={classes} />
  ) : (
    <ConfiguredForm config={form} classes={classes} onThankYou={() => setFinished(true)} labelledBy={labelledBy} />
  );
}
