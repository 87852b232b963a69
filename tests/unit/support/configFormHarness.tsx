// Mounts the editor's real form (RJSF, Chakra, the editor's templates) in jsdom and works it like a person would.
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import type { JsonSchema } from "../../../src/editor/shared/api";
import { ConfigForm } from "../../../src/editor/app/form/ConfigForm";
import type { EditorFormContext } from "../../../src/editor/app/form/formContext";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface MountedForm {
  container: HTMLElement;
  /** Every value the form reported, in order. */
  reports: unknown[];
  /** The value the document holds now: the last report, or the value given. */
  current: () => unknown;
  /** Types into text boxes (as React hears it), all in one go, and lets the form settle. */
  type: (entries: Array<[HTMLInputElement | HTMLTextAreaElement, string]>) => Promise<void>;
  /** Opens every folded list ("Show …"), again until none is left. */
  unfold: () => Promise<void>;
  unmount: () => void;
}

const context = { targets: { pages: [], siteLinks: [], publicFiles: [] } };

export async function mountConfigForm(
  schema: JsonSchema,
  value: unknown,
  idPrefix = "form",
  formContext: EditorFormContext = context,
): Promise<MountedForm> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const reports: unknown[] = [];
  let current = value;
  const onChange = (next: unknown) => {
    reports.push(next);
    current = next;
    render();
  };
  // like the editor, the parent hands the reported value back
  const render = () =>
    root.render(
      <ChakraProvider value={defaultSystem}>
        <ConfigForm
          idPrefix={idPrefix}
          schema={schema}
          value={current}
          diagnostics={[]}
          pointer=""
          context={formContext}
          onChange={onChange}
        />
      </ChakraProvider>,
    );
  await act(async () => render());
  return {
    container,
    reports,
    current: () => current,
    type: async (entries) => {
      await act(async () => {
        for (const [element, text] of entries) {
          const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
          Object.getOwnPropertyDescriptor(prototype.prototype, "value")!.set!.call(element, text);
          element.dispatchEvent(new Event("input", { bubbles: true }));
        }
      });
    },
    unfold: async () => {
      for (;;) {
        const folded = [
          ...container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"][aria-controls$="__items"]'),
        ];
        if (folded.length === 0) return;
        await act(async () => folded.forEach((b) => b.click()));
      }
    },
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The text boxes a person can type in (not hidden, not read-only). */
export function textBoxes(container: HTMLElement): Array<HTMLInputElement | HTMLTextAreaElement> {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].filter(
    (e) =>
      !e.readOnly &&
      !e.disabled &&
      (e instanceof HTMLTextAreaElement || ["text", "url", "email", "number", ""].includes(e.type)) &&
      e.getAttribute("aria-hidden") !== "true" &&
      !e.closest('[style*="display: none"]'),
  );
}

/**
 * What each text box of a form over `value` should show, by its id: the value at its path, or for the name box of
 * a map entry ("…-key") the entry's name. A box missing from the map shows a value the file does not have: "".
 */
export function expectedTexts(value: unknown, idPrefix: string): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, id: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${id}_${i}`));
    else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        texts.set(`${id}_${key}-key`, key);
        visit(item, `${id}_${key}`);
      }
    } else if (node !== undefined && node !== null) texts.set(id, String(node));
  };
  visit(value, idPrefix);
  return texts;
}

/**
 * The first `count` boxes of each field, a field being a box's id with its list positions left out: typing in a
 * field's first places of a list proves what typing in its hundredth would, at a keystroke's cost each (every
 * keystroke draws the whole form again).
 */
export function firstOfEachField<Box extends { id: string }>(boxes: Box[], count: number): Box[] {
  const seen = new Map<string, number>();
  return boxes.filter((box) => {
    const field = box.id.replace(/_\d+(?=_|$)/g, "_#");
    const times = (seen.get(field) ?? 0) + 1;
    seen.set(field, times);
    return times <= count;
  });
}
