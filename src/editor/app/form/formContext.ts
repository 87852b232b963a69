import type { PictureReport, PictureRequest } from "../../shared/pictureApi";
import type { UploadAction } from "../upload/ImageUpload";

/** What link and file pickers offer, shared with every field through RJSF's formContext. */
export interface LinkTargets {
  /** Page addresses with their section anchors. */
  pages: Array<{ route: string; anchors: string[] }>;
  /** Names from site.json "links", without "@". */
  siteLinks: string[];
  /** Files in public/ ("/logos/a.svg"). */
  publicFiles: string[];
}

export interface EditorFormContext {
  targets: LinkTargets;
  /** Stores an image in public/ for an image field (see upload/ImageUpload). */
  upload?: UploadAction;
  /** An image was stored and its field holds it: the pickers list public/ again. */
  uploaded?: () => void;
  /** What the build makes of a picture (see pictures/PicturePanel); without it, no picture panel. */
  describePicture?: (request: PictureRequest) => Promise<PictureReport>;
  /** How large the block being edited shows its pictures (src/engine/pictures/pictureLayouts.ts). */
  pictureLayout?: string;
  /**
   * Text fields are one line unless the schema marks them long ("x-markdown", "x-long-text"): a collection item's
   * form, whose front matter a line break would break (see form/OneLineInput.tsx). Without it, the builder's own
   * schemas are read by form/longText.ts's isLongText.
   */
  oneLineTexts?: boolean;
  /** The JSON pointer of the form's value in its file ("/blocks/2"); set by ConfigForm. */
  pointer?: string;
}
