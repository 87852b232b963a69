import { MAX_UPLOAD_BYTES, tooLargeMessage, type UploadRequest, type UploadResponse } from "../shared/uploadApi.ts";
import { HttpError } from "./editorApi.ts";
import { imageType, otherType, svgText } from "./imageType.ts";
import { jsonRoutes } from "./jsonRoutes.ts";
import { storeUpload, uploadFileName, uploadFolder, UploadRefusal } from "./publicUpload.ts";
import { svgProblem } from "../../engine/checks/publicFiles/svgSafety.ts";

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** POST /api/upload: an image into the public folder, checked from its bytes; answers where the site serves it. */
export function createUploadApi(folders: { publicDir: string }) {
  return jsonRoutes(
    {
      "POST /api/upload": (body): UploadResponse => {
        const request = (body ?? {}) as Partial<UploadRequest>;
        try {
          if (typeof request.name !== "string" || typeof request.data !== "string" || !base64.test(request.data))
            throw new UploadRefusal("The upload needs a file name and the file's bytes (base64).");
          const bytes = new Uint8Array(Buffer.from(request.data, "base64"));
          if (bytes.length === 0) throw new UploadRefusal(`${request.name} is empty.`);
          if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefusal(tooLargeMessage(request.name, bytes.length));
          const folder = uploadFolder(request.folder);
          const type = imageType(bytes);
          if (!type) {
            const what = otherType(bytes);
            throw new UploadRefusal(
              `${request.name} is ${what ?? "not an image the site can use"}: upload a PNG, JPEG, WebP, AVIF or SVG (the file's content is checked, not its name).`,
            );
          }
          if (type === "svg") {
            const problem = svgProblem(svgText(bytes)!);
            if (problem) throw new UploadRefusal(`${request.name} is refused: ${problem}.`);
          }
          return storeUpload(folders.publicDir, folder, uploadFileName(request.name, type), bytes);
        } catch (error) {
          if (error instanceof UploadRefusal) throw new HttpError(422, { error: error.message });
          throw error;
        }
      },
    },
    // base64 makes the bytes a third longer
    Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
  );
}
