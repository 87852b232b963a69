import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types";
import type { PreviewMessage } from "../preview/messages";
import type { Editor } from "./useEditor";

/** What the preview needs besides the page: site settings and data collections, unsaved edits included. */
export function previewContext(editor: Editor): { site: SiteConfig; collections: Partial<Collections> } {
  const site = editor.store.get("site.json")?.value as SiteConfig;
  const collections = Object.fromEntries(
    editor.state.files
      .filter((f) => f.kind === "data")
      .map((f) => [f.title, (editor.store.get(f.path)?.value as { items?: unknown } | undefined)?.items]),
  ) as Partial<Collections>;
  return { site, collections };
}

export function previewMessage(
  editor: Editor,
  page: PageConfig,
  file: string,
  route: string,
  shell: boolean,
  selected?: number,
): PreviewMessage {
  return { kind: "render", ...previewContext(editor), page, file, route, shell, selected };
}
