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
  if (!scheme) {
    return problem(
      `link "${href}" is neither a page path nor a full address.`,
      /^[\w-]+(\/[\w-]+)*$/.test(href)
        ? `Start it with "/" for a page of this site ("/${href}") or with https:// for another website.`
        : 'Start it with "/" for a page of this site (for example "/pricing") or with https:// for another website.',
    );
  }
  if (!allowedSchemes.includes(`${scheme.toLowerCase()}:`)) {
    return problem(
      `link "${href}" uses "${scheme}:", which is not allowed.`,
      'Use a page path like "/pricing", or an address starting with https://, http://, mailto: or tel:.',
    );
  }
  if (/^https?:$/i.test(`${scheme}:`)) {
    try {
      new URL(href);
    } catch {
      return problem(`link "${href}" is not a valid web address.`, "Check for spaces or missing parts.");
    }
  }
  return undefined;
}

/** Splits an internal link into its page path and optional anchor ("/#demo" → "/", "demo"). */
export function splitInternal(href: string, currentRoute: string): { route: string; anchor?: string } {
  const [beforeHash, anchor] = href.split("#", 2) as [string, string | undefined];
  const pathOnly = beforeHash.split("?")[0];
  const route = pathOnly === "" ? currentRoute : pathOnly.length > 1 ? pathOnly.replace(/\/$/, "") : pathOnly;
  return { route, anchor: anchor || undefined };
}
