/**
 * What is wrong with the path of a file in public/ (a picture's "src", a font's file) that its schema's pattern
 * refuses, told as the one thing to change: a place on the computer ("C:\Users\me\shop.jpg"), a path without its
 * "/", a name with a space, an extension in capitals where the pattern takes small letters. Undefined when the value
 * is none of these, or when the path mended would still not fit the pattern (the schema's description is said then).
 */
export function publicPathProblem(value: string, pattern: string): { message: string; hint: string } | undefined {
  let fits: (path: string) => boolean;
  try {
    const compiled = new RegExp(pattern, "u");
    fits = (path) => compiled.test(path);
  } catch {
    return undefined;
  }
  const trimmed = value.trim();
  // a place on the computer: a drive letter, a backslash, a home folder, a file: address
  if (/^[A-Za-z]:[\\/]|\\|^~\/|^file:/i.test(trimmed)) {
    const name = trimmed.split(/[\\/]/).at(-1) ?? "";
    const mended = mendedPath(`/${name}`, fits);
    return {
      message: `"${value}" is a place on your computer, which the site cannot reach.`,
      hint: `Copy the file into the site's public/ folder${mended ? ` (for example to public${mended})` : ""} and write its path from there${mended ? `: "${mended}"` : ', starting with "/"'}.`,
    };
  }
  const rooted = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  const mended = mendedPath(rooted, fits);
  if (!mended) return undefined;
  const segments = rooted.split("/");
  const spaced = segments.find((s) => /\s/.test(s));
  if (spaced !== undefined) {
    const what = spaced === segments.at(-1) ? "file name" : "folder name";
    return {
      message: `the ${what} "${spaced}" has a space.`,
      hint: `Rename it to "${slug(spaced)}" (in public/) and write "${mended}".`,
    };
  }
  if (!trimmed.startsWith("/")) {
    return { message: `"${value}" does not start with "/".`, hint: `Start it with "/": "${mended}".` };
  }
  const name = segments.at(-1) ?? "";
  const extension = /\.[^.]+$/.exec(name)?.[0] ?? "";
  if (extension !== extension.toLowerCase() && fits(rooted.slice(0, -extension.length) + extension.toLowerCase())) {
    const renamed = name.slice(0, -extension.length) + extension.toLowerCase();
    return {
      message: `the file name "${name}" ends in "${extension}".`,
      hint: `Rename the file to "${renamed}" (in public/) and write "${rooted.slice(0, -name.length)}${renamed}".`,
    };
  }
  return undefined;
}

/** The name with its spaces as dashes ("front desk.jpg" → "front-desk.jpg"). */
const slug = (name: string) => name.trim().replace(/\s+/g, "-");

/** The path with its spaces as dashes and, if that is what it takes, its extension in small letters; if it then fits. */
function mendedPath(path: string, fits: (path: string) => boolean): string | undefined {
  const dashed = path
    .split("/")
    .map((s) => (s === "" ? s : slug(s)))
    .join("/");
  if (fits(dashed)) return dashed;
  const lower = dashed.replace(/\.[^./]+$/, (extension) => extension.toLowerCase());
  return fits(lower) ? lower : undefined;
}
