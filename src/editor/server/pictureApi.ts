import path from "node:path";
import type { SiteConfig } from "../../generated/config-types.ts";
import type { PictureRequest } from "../shared/pictureApi.ts";
import { readText } from "./configFolder.ts";
import { jsonRoutes } from "./jsonRoutes.ts";
import type { PreviewPictures } from "./previewPictures.ts";

/** POST /api/picture: what the build makes of a picture field's picture, and what it says of it. */
export function createPictureApi(folders: { configDir: string }, pictures: PreviewPictures) {
  return jsonRoutes({
    "POST /api/picture": (body) => pictures.describe((body ?? {}) as PictureRequest, savedSite(folders.configDir)),
  });
}

/** The saved site settings (only its picture formats matter here); none when they cannot be read. */
function savedSite(configDir: string): SiteConfig {
  try {
    const value: unknown = JSON.parse(readText(path.join(configDir, "site.json")) ?? "{}");
    return (typeof value === "object" && value !== null ? value : {}) as SiteConfig;
  } catch {
    return {} as SiteConfig;
  }
}
