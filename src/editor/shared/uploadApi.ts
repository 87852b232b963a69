/** What the editor's image upload and its server say to each other (POST /api/upload). */

/**
 * The largest image the editor accepts, in bytes (40 MB): a phone's or camera's photo as it comes (12–25 MB) fits,
 * since the build makes the sizes visitors need from it.
 */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
export const MAX_UPLOAD_WORDS = "40 MB";

/** What the editor says of a file over the limit, in the browser and on the server alike. */
export function tooLargeMessage(name: string, bytes: number): string {
  return (
    `${name} is ${(bytes / 1024 / 1024).toFixed(1)} MB; pictures may be at most ${MAX_UPLOAD_WORDS}. ` +
    "Save a smaller copy (at most 6000 px on its longer side, or as JPEG or WebP rather than PNG) and upload that: " +
    "the build makes the sizes visitors need."
  );
}

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
