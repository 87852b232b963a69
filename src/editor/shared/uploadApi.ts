/** What the editor's image upload and its server say to each other (POST /api/upload). */

/** The largest image the editor accepts, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_WORDS = "5 MB";

/** The types an upload may have, checked from the file's bytes. */
export const UPLOAD_ACCEPT =
  "image/png,image/jpeg,image/webp,image/avif,image/svg+xml,.png,.jpg,.jpeg,.webp,.avif,.svg";

export interface UploadRequest {
  /** The file's name on the user's computer; only its base name is used, made a valid address. */
  name: string;
  /** The file's bytes, base64. */
  data: string;
  /** The folder of public/ to put it in ("/logos"); "/images" when absent. */
  folder?: string;
}

export interface UploadResponse {
  /** Where the site serves it ("/logos/acme.png"). */
  path: string;
  type: "png" | "jpeg" | "webp" | "avif" | "svg";
  /** A different file had the name: it was kept, and this one got a suffix. */
  renamedFrom?: string;
  /** The very same image was already there: nothing was written. */
  existing?: true;
}
