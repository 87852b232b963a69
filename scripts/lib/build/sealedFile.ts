import { createHash } from "node:crypto";

export const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** Line 1 of a sealed file. */
interface Seal {
  format: string;
  /** sha256 of line 2, as written. */
  hash: string;
  /** What else the reader checks before using the content (the validation memo: the builder's code hash). */
  [field: string]: string;
}

/**
 * The files the build writes for itself and reads back later (a page cache entry's record, the validation memo,
 * a shard's manifest) are sealed: line 1 names the file's format and the sha256 of line 2, the content. Read back,
 * a file of another format, or damaged, truncated or edited, is refused: never half read, never trusted.
 */
export function sealText(format: string, content: string, fields: Record<string, string> = {}): string {
  const seal: Seal = { ...fields, format, hash: sha256(content) };
  return `${JSON.stringify(seal)}\n${content}`;
}

export type Unsealed =
  | { content: string; seal: Readonly<Record<string, string>> }
  | { refused: "format"; found: string }
  | { refused: "damaged" };

/** The content of a sealed text of `format`, with its seal's fields; or why it is refused. */
export function unsealText(text: string, format: string): Unsealed {
  const newline = text.indexOf("\n");
  let seal: Partial<Seal> | null;
  try {
    seal = newline < 0 ? null : (JSON.parse(text.slice(0, newline)) as Partial<Seal> | null);
  } catch {
    seal = null;
  }
  if (seal === null || typeof seal !== "object") return { refused: "damaged" };
  if (seal.format !== format) return { refused: "format", found: String(seal.format) };
  const content = text.slice(newline + 1);
  return sha256(content) === seal.hash ? { content, seal: seal as Seal } : { refused: "damaged" };
}
