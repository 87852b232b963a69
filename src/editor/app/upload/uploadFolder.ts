/**
 * Where an upload for a field goes: the folder its pattern requires ("^/logos/integrations/…"), else the
 * folder of the image it holds now when that folder is in public/, else /images.
 */
export function uploadFolderFor(pattern: unknown, value: unknown, publicFiles: string[]): string {
  const fixed = typeof pattern === "string" ? /^\^((?:\/[a-z0-9_-]+)+)\//.exec(pattern) : null;
  if (fixed) return fixed[1];
  if (typeof value === "string") {
    const folder = value.slice(0, value.lastIndexOf("/"));
    if (/^(?:\/[a-z0-9_-]+)+$/.test(folder) && publicFiles.some((f) => f.startsWith(folder + "/"))) return folder;
  }
  return "/images";
}
