import { useId, type Ref } from "react";

/**
 * A trap field for spam robots: off-screen, hidden from screen readers, out of the tab order and
 * never auto-filled, so only a robot fills it in. The form then pretends to succeed and sends nothing.
 */
export function Honeypot({
  name,
  inputRef,
  className,
  label,
}: {
  name: string;
  /** "Leave this field empty" in the page's language. */
  label: string;
  inputRef: Ref<HTMLInputElement>;
  className: string;
}) {
  const id = useId();
  return (
    <div aria-hidden="true" className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-honeypot=""
      />
    </div>
  );
}
