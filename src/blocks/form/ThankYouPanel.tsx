import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { FormThankYou } from "../../generated/config-types";
import { AppLink } from "../../site/AppLink";
import type { ItemHeading } from "../../ui/itemHeading";
import type { FormCardClasses } from "./formCardStyles";

/** Replaces a finished form. Its heading takes focus so screen-reader users hear that it worked. */
export function ThankYouPanel({
  thankYou,
  headingLevel: Heading,
  classes,
}: {
  thankYou: FormThankYou;
  headingLevel: ItemHeading;
  classes: FormCardClasses;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={classes.thankYou} data-testid="form-thank-you">
      <div className={classes.thankYouIcon} aria-hidden="true">
        <CircleCheck size={48} strokeWidth={1.75} />
      </div>
      <Heading ref={headingRef} tabIndex={-1} className={classes.thankYouTitle}>
        {thankYou.title}
      </Heading>
      <p className={classes.thankYouText}>{thankYou.text}</p>
      {thankYou.links && thankYou.links.length > 0 && (
        <div className={classes.thankYouLinks}>
          {thankYou.links.map((link, i) => (
            <AppLink
              key={link.href + link.label}
              href={link.href}
              newTab={link.newTab}
              className={i === 0 ? classes.linkButton : classes.outlineLinkButton}
            >
              {link.label}
            </AppLink>
          ))}
        </div>
      )}
    </div>
  );
}
