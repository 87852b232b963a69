import { checkedValue } from "./checkedValue";

/**
 * A named field's value as text, whatever its kind: a text box's text, a select's choice, the picked radio's
 * value ("" when none), "yes" for a ticked box and "" for an unticked one.
 */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked ? element.value : "";
  if (element instanceof RadioNodeList) return element.value;
  if (isTextual(element)) return element.value;
  return "";
}

/** Sets a named field from text, as fieldValue reads it (ticks a box for "yes", picks the radio of that value). */
export function setFieldValue(form: HTMLFormElement, name: string, value: string): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value === checkedValue;
  else if (element instanceof RadioNodeList) element.value = value;
  else if (isTextual(element) && (!(element instanceof HTMLSelectElement) || hasOption(element, value)))
    element.value = value;
}

function isTextual(element: unknown): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function hasOption(select: HTMLSelectElement, value: string): boolean {
  return Array.from(select.options).some((option) => option.value === value);
}
