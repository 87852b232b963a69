import type { Collections, PageConfig, SiteConfig } from "../../generated/config-types";

/** What the editor sends the preview frame (postMessage, same origin only). */
export interface PreviewMessage {
  kind: "render";
  site: SiteConfig;
  collections: Partial<Collections>;
  page: PageConfig;
  /** The page's file, for error messages of blocks that fail to render. */
  file: string;
  route: string;
  /** Show the header, footer and banner around the page (when site settings are edited). */
  shell: boolean;
  /** Index of the block being edited: the preview scrolls to it. */
  selected?: number;
}

/** What the preview frame sends back. */
export type PreviewReply = { kind: "ready" } | { kind: "rendered"; ms: number };
