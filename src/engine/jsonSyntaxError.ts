import { savedAsUtf16, utf16Problem } from "./textEncoding.ts";

export interface Position {
  line: number;
  column: number;
}

export interface SyntaxProblem {
  position: Position;
  message: string;
  /** "nested-too-deep" for nesting past the limit; every other problem of reading the file is "json-syntax". */
  code?: "json-syntax" | "nested-too-deep";
  hint?: string;
}

const tokenNames: Record<string, string> = {
  RBrace: '"}"',
  LBrace: '"{"',
  RBracket: '"]"',
  LBracket: '"["',
  Colon: '":"',
  Comma: '","',
  String: "text",
  Number: "number",
  Boolean: "true/false",
  Null: "null",
};

const valueTokens = new Set(["String", "Number", "Boolean", "Null", "LBrace", "LBracket"]);

const wordMessage = (word: string) =>
  `invalid JSON: unexpected word "${word}". Text and field names must be in double quotes ("..."), and true, false and null are written in lower case.`;

/**
 * Turns the parser's terse error ("Unexpected token RBrace found.") into a plain-words message,
 * moved to where the fix belongs when that is clear (a trailing comma, an unclosed text).
 */
export function explainSyntaxError(raw: string, text: string, at: Position): SyntaxProblem {
  const here = (message: string): SyntaxProblem => ({ position: at, message });
  if (savedAsUtf16(text)) return utf16Problem();
  if (text.trim() === "") {
    return {
      position: { line: 1, column: 1 },
      message: "invalid JSON: the file is empty. A config file must contain an object: { ... }.",
    };
  }
  if (text.startsWith("\ufeff") && at.line === 1 && at.column === 1) {
    return here(
      "invalid JSON: the file starts with an invisible byte order mark (BOM). Save the file as UTF-8 without BOM.",
    );
  }
  const offset = offsetOf(text, at);
  const curly = curlyQuote(text);
  if (curly && curly.offset <= offset) return curly.problem;
  const unclosed = unclosedText(text);
  if (unclosed && offsetOf(text, unclosed.position) <= offset) return unclosed;
  const scan = scanStructure(text.slice(0, offset));
  // The parser names the last token, not the end of the file, when a file stops inside a list.
  const lastToken = /^("(?:[^"\\]|\\.)*"|[^\s,\]}]+)\s*$/.test(text.slice(offset));
  if (/end of input/i.test(raw) || (lastToken && scan.open.length > 0)) {
    const closer = scan.open.at(-1) === "[" ? "]" : "}";
    return {
      position: positionOf(text, text.trimEnd().length),
      message: `invalid JSON: the file ends too early. A closing "${closer}" is probably missing.`,
    };
  }
  if (scan.open.length === 0 && scan.lastSignificant !== undefined) {
    return here('invalid JSON: there is more after the end of the main { }. Remove it (often an extra "}").');
  }
  const identifier = /identifier '([^']*)'/.exec(raw)?.[1];
  if (identifier !== undefined) return here(wordMessage(identifier));
  const character = /character '(.)'/.exec(raw)?.[1];
  if (character === "'")
    return here('invalid JSON: single quote found. JSON text and field names need double quotes ("...").');
  if (character === "/") return here("invalid JSON: comments are not allowed in JSON. Remove the // or /* */ comment.");
  // after a ":" a "#" starts a value written without quotes (a colour), not a comment
  if (character === "#" && scan.lastSignificant !== ":") {
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    const wholeLine = text.slice(lineStart, offset).trim() === "";
    return here(
      `invalid JSON: comments are not allowed in JSON. Remove the # comment${wholeLine ? " line" : ", from the # to the end of the line"}.`,
    );
  }
  if (character !== undefined && /[A-Za-z_$]/.test(character)) {
    return here(wordMessage(/^[A-Za-z_$][\w$]*/.exec(text.slice(offset))?.[0] ?? character));
  }
  if (character !== undefined)
    return here(
      `invalid JSON: unexpected character "${character}" here. Check the commas, colons and quotes just before this point.`,
    );

  const token = /token (\w+)/.exec(raw)?.[1] ?? "";
  const name = tokenNames[token] ?? "symbol";
  if ((token === "RBrace" || token === "RBracket") && scan.lastSignificant === ",") {
    return {
      position: positionOf(text, scan.lastSignificantAt!),
      message: `invalid JSON: comma after the last item. JSON allows no comma before ${name}: remove this comma.`,
    };
  }
  if (token === "Comma" && scan.lastSignificant === ",") return here("invalid JSON: two commas in a row: remove one.");
  if (valueTokens.has(token) && scan.lastSignificant !== undefined && /["}\]\del]/.test(scan.lastSignificant)) {
    if (scan.lastStringIsKey && scan.lastSignificant === '"') {
      return here(`invalid JSON: a ":" is missing between the field name and its value.`);
    }
    return here(`invalid JSON: a comma is missing before this ${name}.`);
  }
  return here(`invalid JSON: unexpected ${name} here. Check the commas, colons and quotes just before this point.`);
}

interface Structure {
  /** Brackets still open, outermost first. */
  open: string[];
  /** Last character outside text values that is not white space (a closing quote counts). */
  lastSignificant?: string;
  lastSignificantAt?: number;
  /** The last text value is a field name (it sits in an object after "{" or ","). */
  lastStringIsKey: boolean;
}

/** Reads JSON text up to an error, tracking open brackets and what came last. */
function scanStructure(text: string): Structure {
  const result: Structure = { open: [], lastStringIsKey: false };
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') {
        inString = false;
        result.lastSignificant = c;
        result.lastSignificantAt = i;
      }
      continue;
    }
    if (/\s/.test(c)) continue;
    if (c === '"') {
      inString = true;
      result.lastStringIsKey =
        result.open.at(-1) === "{" && (result.lastSignificant === "{" || result.lastSignificant === ",");
    } else if (c === "{" || c === "[") result.open.push(c);
    else if (c === "}" || c === "]") result.open.pop();
    result.lastSignificant = c;
    result.lastSignificantAt = i;
  }
  return result;
}

const curlyQuotes = "\u201C\u201D\u2018\u2019";

/**
 * The first curly quote (“ ” ‘ ’, as a word processor types them) that stands where JSON needs a straight quote:
 * outside any text, or as the closing quote of a text left open on its line ("… Bakers”,); its place in the text.
 * A curly quote inside a text that is closed is part of the text, and so is an apostrophe (’) in one left open.
 */
function curlyQuote(text: string): { offset: number; problem: SyntaxProblem } | undefined {
  let start: number | undefined;
  let lastCurly: number | undefined;
  let found: number | undefined;
  for (let i = 0; i < text.length && found === undefined; i++) {
    const c = text[i];
    if (start === undefined) {
      if (c === '"') {
        start = i;
        lastCurly = undefined;
      } else if (curlyQuotes.includes(c)) found = i;
    } else if (c === "\\") i++;
    else if (c === '"') start = undefined;
    else if (c === "\u201C" || c === "\u201D") lastCurly = i;
    else if (c === "\n") {
      if (lastCurly === undefined) return undefined;
      found = lastCurly;
    }
  }
  // a text still open where the file ends
  if (found === undefined && start !== undefined) found = lastCurly;
  if (found === undefined) return undefined;
  const single = text[found] === "\u2018" || text[found] === "\u2019";
  const pair = single ? "\u2018 \u2019" : "\u201C \u201D";
  return {
    offset: found,
    problem: {
      position: positionOf(text, found),
      message: `invalid JSON: curly quotes ${pair} (from a word processor): JSON needs straight double quotes ". Replace ${pair.replace(" ", " and ")} with ".`,
    },
  };
}

/** The first text value not closed on its own line (JSON text cannot span lines), located at its opening quote. */
export function unclosedText(text: string): SyntaxProblem | undefined {
  let start: number | undefined;
  for (let i = 0; i < text.length && !(text[i] === "\n" && start !== undefined); i++) {
    if (start === undefined) {
      if (text[i] === '"') start = i;
    } else if (text[i] === "\\") i++;
    else if (text[i] === '"') start = undefined;
  }
  if (start === undefined) return undefined;
  return {
    position: positionOf(text, start),
    message: 'invalid JSON: this text has no closing double quote. Add the missing " before the end of the line.',
  };
}

/** Line breaks are \r\n, \r or \n, as for the position parser and editors. */
function isLineBreak(text: string, i: number): boolean {
  return text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n");
}

function offsetOf(text: string, at: Position): number {
  let line = 1;
  let index = 0;
  while (line < at.line && index < text.length) {
    if (isLineBreak(text, index)) line++;
    index++;
  }
  return index + at.column - 1;
}

export function positionOf(text: string, offset: number): Position {
  offset = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (isLineBreak(text, i)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
