import type { PictureReport, PictureRequest } from "../../shared/pictureApi";
import { ApiError } from "../api";

/** Asks the editor server what the build makes of a picture in a place (src/editor/server/pictureApi.ts). */
export async function describePicture(request: PictureRequest): Promise<PictureReport> {
  const response = await fetch("/api/picture", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  const json = (await response.json()) as PictureReport & { error?: string };
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}
