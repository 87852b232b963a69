import { useMemo } from "react";
import { findStringFields } from "../../engine/findStringFields";
import type { EditorFormContext } from "./form/formContext";
import { describePicture } from "./pictures/pictureClient";
import { uploadImage } from "./upload/uploadClient";
import type { Editor } from "./useEditor";

/** Link targets for the pickers: every page with its anchors (the open page's unsaved ones too), site links, files. */
export function useFormContext(editor: Editor, path: string, value: unknown): EditorFormContext {
  const anchors = useMemo(() => anchorsIn(value).join("\n"), [value]);
  const site = editor.store.get("site.json")?.value as { links?: Record<string, string> } | undefined;
  const linkNames = Object.keys(site?.links ?? {}).join("\n");
  const { refresh } = editor;
  return useMemo(
    () => ({
      targets: {
        pages: editor.state.files
          .filter((f) => f.kind === "page")
          .map((f) => ({
            route: f.route!,
            anchors: f.path === path ? anchors.split("\n").filter(Boolean) : (f.anchors ?? []),
          })),
        siteLinks: linkNames.split("\n").filter(Boolean),
        publicFiles: editor.state.publicFiles,
      },
      upload: uploadImage,
      describePicture,
      // after the field took the new address: a form given new targets before that would show the old value
      uploaded: () => void refresh(),
    }),
    [editor.state, refresh, path, anchors, linkNames],
  );
}

const found = new WeakMap<object, string[]>();

/** The anchors in a page (or another config); a block that did not change is not searched again. */
function anchorsIn(value: unknown): string[] {
  const blocks = (value as { blocks?: unknown } | undefined)?.blocks;
  if (Array.isArray(blocks)) return blocks.flatMap(anchorsIn);
  if (typeof value !== "object" || value === null) return [];
  let anchors = found.get(value);
  if (!anchors) {
    anchors = findStringFields(value, "anchor").map((f) => f.value);
    found.set(value, anchors);
  }
  return anchors;
}

/**
 * An item's form context (the item's own form and the New item dialog alike): its text fields one line, since a
 * line break typed into a title or a category would change a Markdown item's front matter.
 */
export function useItemFormContext(editor: Editor, path: string, value: unknown): EditorFormContext {
  const context = useFormContext(editor, path, value);
  return useMemo(() => ({ ...context, oneLineTexts: true }), [context]);
}
