/** A link value met while validating, with where it sits in its file. */
export interface LinkUse {
  href: string;
  pointer: string;
  /** True for addresses that get embedded (video, calendar): their host must be allowed in site.json. */
  embed: boolean;
  /** True for paths of files in public/ (images): the file must exist. */
  file?: boolean;
  /** For a link inside Markdown text: its line and column in the text (the field holds the whole text). */
  inText?: { line: number; column: number };
  /** For a link inside a Markdown item's body shown by a page template: the item's file, its place there, and what to call the text. */
  inFile?: { file: string; at: { line: number; column: number }; label: string };
}

import { addressWithoutSchemeProblem } from "./addressForms.ts";

const allowedSchemes = ["https:", "http:", "mailto:", "tel:"];

/** What is wrong with the form of a link, and how to fix it. */
export interface LinkFormProblem {
  message: string;
  hint: string;
  /** When the problem has a code of its own; else it is a "bad-link". */
  code?: "address-without-scheme";
}

const problem = (message: string, hint: string): LinkFormProblem => ({ message, hint });

/** Checks the form of a link; returns a plain-words problem, or undefined when the form is fine. */
export function checkHref(href: string): LinkFormProblem | undefined {
  if (/[\t\n]/.test(href))
    return problem(`link ${JSON.stringify(href)} contains a line break or tab.`, "An address is one line: remove it.");
  // a space copied along at either end: the link as meant, when that is one
  const trimmed = href.trim();
  if (trimmed !== href && trimmed !== "" && !checkHref(trimmed)) {
    const start = /^\s/.test(href);
    const end = /\s$/.test(href);
    const where = start && end ? "start and at the end" : start ? "start" : "end";
    return problem(
      `link ${JSON.stringify(href)} has a space at the ${where}.`,
      `Remove the space${start && end ? "s" : ""} at the ${where}: "${trimmed}".`,
    );
  }
  if (href.startsWith("/") || href.startsWith("#") || href.startsWith("@")) {
    if (href.startsWith("//"))
      return problem(
        `link "${href}" starts with "//".`,
        'Write a full address starting with https://, or a page path with a single "/".',
      );
    return undefined;
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href)?.[1];
  const withoutScheme = scheme ? undefined : addressWithoutSchemeProblem(href);
  if (withoutScheme) return { code: "address-without-scheme", ...withoutScheme };
  // "https//example.com": the colon left out
  const colonless = /^(https?)\/\/(.+)$/i.exec(href);
  if (!scheme && colonless) {
    return problem(`link "${href}" has no ":" after "${colonless[1]}".`, `Write "${colonless[1]}://${colonless[2]}".`);
  }
  if (!scheme) {
    return problem(
      `link "${href}" is neither a page path nor a full address.`,
      /^[\w-]+(\/[\w-]+)*$/.test(href)
        ? `Start it with "/" for a page of this site ("/${href}") or with https:// for another website.`
        : 'Start it with "/" for a page of this site (for example "/pricing") or with https:// for another website.',
    );
  }
  if (!allowedSchemes.includes(`${scheme.toLowerCase()}:`)) {
    const meant = allowedSchemes.find((allowed) => oneEditApart(`${scheme.toLowerCase()}:`, allowed));
    return problem(
      `link "${href}" uses "${scheme}:", which is not allowed.`,
      `${meant ? `Did you mean "${meant}"? ` : ""}Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.`,
    );
  }
  // a placeholder ("mailto:{email}", "tel:{item.phone}") is checked as the value it names
  const placeholder = /\{[^{}]+\}/.test(href);
  if (scheme.toLowerCase() === "mailto" && !placeholder) return mailtoProblem(href, href.slice(scheme.length + 1));
  if (scheme.toLowerCase() === "tel" && !placeholder) return telProblem(href, href.slice(scheme.length + 1));
  if (/^https?:$/i.test(`${scheme}:`)) {
    try {
      new URL(href);
    } catch {
      return problem(`link "${href}" is not a valid web address.`, "Check for spaces or missing parts.");
    }
  }
  return undefined;
}

/**
 * Whether two texts differ by one letter left out, added or changed ("htps:" and "https:"). Written here rather
 * than taken from suggest.ts: this file is part of the pages' browser code (MarkdownContent), which stays small.
 */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  if (a.length === b.length) return rest(a, 1) === rest(b, 1);
  return a.length < b.length ? rest(a, 0) === rest(b, 1) : rest(a, 1) === rest(b, 0);
}

/** An e-mail link names an address of the form name@domain (any "?subject=…" after it). */
function mailtoProblem(href: string, rest: string): LinkFormProblem | undefined {
  const addresses = rest.split("?")[0];
  const decoded = safeDecode(addresses);
  if (decoded.split(",").every((a) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(a.trim()))) return undefined;
  // "hello.example.com": the "@" typed as a dot
  const guess = /^([^\s@.]+)\.([^\s@.]+\.[a-z]{2,})$/i.exec(decoded);
  return problem(
    `link "${href}" has no e-mail address of the form name@domain after "mailto:".`,
    guess
      ? `Write the address with its "@": "mailto:${guess[1]}@${guess[2]}${rest.slice(addresses.length)}".`
      : 'Write the address after "mailto:", for example "mailto:hello@example.com".',
  );
}

/** A phone link holds a number: digits, with +, spaces, -, ( ) and . between them. */
function telProblem(href: string, rest: string): LinkFormProblem | undefined {
  const number = safeDecode(rest);
  if (/\d/.test(number) && /^[\d\s+().-]+$/.test(number)) return undefined;
  return problem(
    /[a-z]/i.test(number)
      ? `link "${href}" has letters after "tel:", where a phone number goes.`
      : `link "${href}" has no phone number after "tel:".`,
    'Write the number in digits (a +, spaces, -, ( ) and . may go between them), for example "tel:+1 555 010 2030".',
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Splits an internal link into its page path and optional anchor ("/#demo" → "/", "demo"). */
export function splitInternal(href: string, currentRoute: string): { route: string; anchor?: string } {
  const [beforeHash, anchor] = href.split("#", 2) as [string, string | undefined];
  const pathOnly = beforeHash.split("?")[0];
  const route = pathOnly === "" ? currentRoute : pathOnly.length > 1 ? pathOnly.replace(/\/$/, "") : pathOnly;
  return { route, anchor: anchor || undefined };
}
