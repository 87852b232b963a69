import type { Block } from "../../generated/config-types";

/** What the editor sends the preview frame (postMessage, to the frame's origin only). */
export interface PreviewMessage {
  kind: "render";
  /**
   * The page's blocks as being edited; the frame has them resolved by the editor server (/api/preview).
   * null: the same block as at this place in the message before (only changed blocks are sent).
   */
  blocks: Array<Block | null>;
  /** Unsaved site.json and data/*.json values by path (the saved files are read from disk). */
  drafts: Record<string, unknown>;
  /** The page's file, for messages about blocks that cannot be shown. */
  file: string;
  route: string;
  /** Show the header, footer and banner around the page (when site settings are edited). */
  shell: boolean;
  /** Index of the block being edited: the preview scrolls to it. */
  selected?: number;
}

/** What the preview frame sends back. */
export type PreviewReply = { kind: "ready" };
