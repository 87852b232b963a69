import type { PageConfig } from "../../generated/config-types";
import type { PreviewMessage } from "../preview/messages";
import type { Editor } from "./useEditor";

/** Unsaved site settings: the preview resolves the page with them. */
function sharedDrafts(editor: Editor): Record<string, unknown> {
  const shared = editor.store.dirtyDocs().filter((doc) => doc.path === "site.json");
  return Object.fromEntries(shared.map((doc) => [doc.path, doc.value]));
}

export function previewMessage(
  editor: Editor,
  page: PageConfig,
  file: string,
  route: string,
  shell: boolean,
  selected?: number,
  bands?: PreviewMessage["bands"],
): PreviewMessage {
  return {
    kind: "render",
    blocks: page.blocks,
    drafts: sharedDrafts(editor),
    file,
    route,
    shell,
    selected,
    ...(bands ? { bands } : {}),
  };
}
