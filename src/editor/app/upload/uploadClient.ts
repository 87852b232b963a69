import type { UploadResponse } from "../../shared/uploadApi";
import { ApiError } from "../api";

/** The file's bytes as base64 (what the JSON request carries). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
}

/** Sends an image to POST /api/upload (src/editor/server/uploadApi.ts). */
export async function uploadImage(file: File, folder: string): Promise<UploadResponse> {
  const response = await fetch("/api/upload", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: file.name, data: await readBase64(file), folder }),
  });
  const json = (await response.json()) as UploadResponse & { error?: string };
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}
