/** What a picture field and the editor server say to each other (POST /api/picture). */
import type { DiagnosticCode } from "../../engine/diagnosticCodes";
import type { PictureSet } from "../../engine/pictures/pictureSet";

export interface PictureRequest {
  src: string;
  alt: string;
  focus?: string;
  /** How large the place draws it (src/engine/pictures/pictureLayouts.ts); "content" when absent. */
  layout?: string;
  /** The picture's JSON pointer in its file ("/blocks/2/image"), for the messages' field paths. */
  pointer?: string;
}

/** A problem or warning of the build's picture step, in its words (src/engine/pictures/pictureChecks.ts). */
export interface PictureNote {
  code: DiagnosticCode;
  message: string;
  hint?: string;
  /** A warning: the build goes on. Otherwise the build stops. */
  warning: boolean;
}

export interface PictureReport {
  /** raster: made by the build; svg: published as it is; missing: no such file in public/; none: no picture path. */
  kind: "raster" | "svg" | "missing" | "none";
  layout?: string;
  /** The source's upright pixel size and file size. */
  source?: { width: number; height: number; bytes: number };
  /** The files the build makes for this place (absent when it cannot make them). */
  picture?: PictureSet;
  notes: PictureNote[];
}
