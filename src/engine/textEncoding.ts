/**
 * Whether a config file's text, read as UTF-8 (as every config file is), was saved as UTF-16 (Notepad's "Unicode",
 * some Windows tools' default). Reading it as UTF-8 keeps the signs: its byte-order mark (FF FE or FE FF, bytes
 * UTF-8 never uses) becomes two "\uFFFD", and the zero byte beside each ASCII character (the brace, quote or dash a
 * config starts with) stays a "\u0000". Asked only of a text that could not be read: a JSON or Markdown text never
 * holds a zero byte of its own.
 */
export function savedAsUtf16(text: string): boolean {
  const bom = text.startsWith("\uFFFD\uFFFD");
  const body = bom ? text.slice(2) : text;
  // a byte-order mark alone: an empty file saved as UTF-16
  if (body === "") return bom;
  // zeros only: a file of zeros, not a text
  if (!/[^\u0000\uFFFD]/.test(body)) return false;
  // its first character written in two bytes, one of them zero; or, after the mark, a zero further on (a text
  // that starts in another alphabet)
  return body.slice(0, 2).includes("\u0000") || (bom && body.includes("\u0000"));
}

/** The problem of a config file saved as UTF-16, told where its first character would be. */
export function utf16Problem(): { position: { line: number; column: number }; message: string; hint: string } {
  return {
    position: { line: 1, column: 1 },
    message: "(file) the file is saved as UTF-16, which the builder cannot read.",
    hint: 'Save it as UTF-8 (in VS Code: click the encoding in the status bar, choose "Save with Encoding", then UTF-8).',
  };
}
