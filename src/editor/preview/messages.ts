import type { Block } from "../../generated/config-types";

/** What the editor sends the preview frame (postMessage, to the frame's origin only). */
export interface PreviewMessage {
  kind: "render";
  /**
   * The page's blocks as being edited; the frame has them resolved by the editor server (/api/preview).
   * null: the same block as at this place in the message before (only changed blocks are sent).
   */
  blocks: Array<Block | null>;
  /** Unsaved site.json values by path (the saved files are read from disk). */
  drafts: Record<string, unknown>;
  /** The page's file, for messages about blocks that cannot be shown. */
  file: string;
  route: string;
  /** Show the header, footer and banner around the page (when site settings are edited). */
  shell: boolean;
  /** Show site.json's site-wide sections around the blocks: the page's, or all (a not-found page). */
  bands?: "page" | "not-found";
  /** Index of the block being edited: the preview scrolls to it and keeps it outlined. */
  selected?: number;
  /** How many problems each block has, by block index (only blocks with problems): shown as markers. */
  problems?: Record<number, number>;
  /**
   * The page can be edited on the preview itself (select, edit text in place, move and drop blocks).
   * Off for previews that only show (the palette's example).
   */
  editable?: boolean;
}

/**
 * A block type dragged from the editor's palette over the frame: the pointer's position in the frame's own
 * coordinates (CSS pixels of its viewport), or the end of the drag.
 */
export type PreviewDragMessage =
  { kind: "drag-over"; x: number; y: number; label: string } | { kind: "drag-leave" } | { kind: "drag-end" };

/** Every message the editor sends the frame. */
export type ToPreview = PreviewMessage | PreviewDragMessage;

/** What the preview frame sends back. Block indexes are the page's; fields are JSON pointers inside the block. */
export type PreviewReply =
  | { kind: "ready" }
  /** A block was clicked (and, when a text of it was, the field that text comes from). */
  | { kind: "select"; index: number; field?: string }
  /** A text was edited in place: the field's new value, as typed (placeholders unfilled). */
  | { kind: "edit"; index: number; field: string; value: string }
  /** The block at `from` was dragged to gap `gap` (gap i: before block i; gap n: after the last), of the page as it was. */
  | { kind: "move"; from: number; gap: number }
  /** Where a block dragged from the palette would land now: before the block at `gap` (undefined: nowhere). */
  | { kind: "drop-gap"; gap?: number }
  /** An editor shortcut (Ctrl/Cmd+Z, +Shift+Z, +Y, +S) pressed while the preview had the focus. */
  | { kind: "shortcut"; key: string; shiftKey: boolean };
