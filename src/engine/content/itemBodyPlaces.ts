import type { Issue } from "../explainErrors.ts";
import { fieldPath } from "../fieldPath.ts";
import type { Position } from "../jsonSyntaxError.ts";
import type { LinkUse } from "../links.ts";
import type { ContentItem } from "./contentTypes.ts";

/**
 * A template field that shows a Markdown item's whole body ("text": "{item.body}") holds text written in the
 * item's .md file, so a problem inside it (raw HTML, a link) is placed there: at the body's line in the file
 * (the front matter's lines come first), naming the item.
 */

/** What a message calls the body: the item, and the template field that shows it. */
function bodyLabel(item: ContentItem, pointer: string): string {
  return `the body of the item "${item.slug}" of "${item.collection}" (shown by ${fieldPath(pointer)} of its page template)`;
}

/** The place in the item's file of a line and column of its body. */
function placeInFile(item: ContentItem, inText: Position | undefined): Position {
  const first = item.bodyLine ?? 1;
  return inText ? { line: first + inText.line - 1, column: inText.column } : { line: first, column: 1 };
}

/** An issue about a body field, moved to the item's file; other issues stay as they are. */
export function issueInItemBody(issue: Issue, bodies: Map<string, ContentItem>): Issue {
  const item = bodies.get(issue.pointer);
  if (!item) return issue;
  const { inText, ...rest } = issue;
  const at = placeInFile(item, inText);
  const prefix = `${fieldPath(issue.pointer)}: `;
  let message = issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message;
  // the Markdown checks count lines from the text's start; in the item's file they are the file's lines
  if (inText) message = message.replace(new RegExp(`\\bline ${inText.line}\\b( of the text)?`), `line ${at.line}`);
  return {
    ...rest,
    inFile: item.bodyFile ?? item.file,
    position: at,
    message: `${bodyLabel(item, issue.pointer)}: ${message}`,
  };
}

/** A link met in a body field, with its place in the item's file for the checks across files. */
export function linkInItemBody(use: LinkUse, bodies: Map<string, ContentItem>): LinkUse {
  const item = bodies.get(use.pointer);
  if (!item) return use;
  return {
    ...use,
    inFile: {
      file: item.bodyFile ?? item.file,
      at: placeInFile(item, use.inText),
      label: bodyLabel(item, use.pointer),
    },
  };
}
