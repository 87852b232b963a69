import type { Problem } from "../../diagnostic.ts";
import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { firstHiddenCharacter, isNameLike, plainText } from "./hiddenCharacters.ts";
import { firstForbiddenCharacter } from "./invisibleCharacters.ts";
import { walkJson } from "../../textValues.ts";
import { joinPointer } from "../../jsonPointer.ts";
import { placeholderIssues } from "./placeholderChecks.ts";
import { markupInPlainText, mayHoldMarkup } from "../../markdown/markupInPlainText.ts";
import { isMarkdownField } from "../../markdown/markdownFields.ts";

/**
 * Text that needs no per-character look: printable ASCII only (plus tab and line break in a text value, which
 * allow them). Every control character, broken half of an emoji, invisible and look-alike character lies
 * outside it, so one native regex test spares the character loops for nearly every text of a config.
 */
const plainKey = /^[\x20-\x7e]*$/;
const plainValue = /^[\x20-\x7e\t\n]*$/;

/**
 * Every field name and text value of a config: no invisible or broken characters, no unknown {placeholders}, no
 * Markdown or HTML in plain text.
 */
export function textChecks(data: unknown): Issue[] {
  const issues: Issue[] = [];
  // a pointer is made only for a text worth a closer look
  walkJson(data, {
    text: (value, keys) => {
      if (!plainValue.test(value) || value.includes("{")) checkText(value, joinPointer(keys), false, issues);
      if (mayHoldMarkup.test(value)) checkMarkup(value, data, keys, issues);
    },
    key: (name, keys) => {
      if (!plainKey.test(name)) checkText(name, joinPointer(keys), true, issues);
    },
  });
  return issues;
}

/** Fields whose text is not shown as written: addresses, patterns, names. */
const notShownAsText = new Set(["href", "src", "pattern", "anchor", "$schema", "type", "webhook"]);

/** Markup visitors would see as written; a Markdown text (a "markdown" block's "text", an FAQ answer) may hold Markdown. */
function checkMarkup(text: string, data: unknown, keys: readonly (string | number)[], issues: Issue[]): void {
  const field = keys[keys.length - 1];
  if (typeof field === "string" && notShownAsText.has(field)) return;
  const isMarkdown = isMarkdownField(data, keys);
  const pointer = joinPointer(keys);
  for (const found of markupInPlainText(text, { markdown: isMarkdown })) {
    const { at, ...problem } = found;
    issues.push({ ...problem, pointer, at: "value", inText: at, message: `${fieldPath(pointer)}: ${problem.message}` });
  }
}

/** The checks of one field name or text value, with `pointer` the pointer of its value or member. */
function checkText(text: string, pointer: string, isKey: boolean, issues: Issue[]): void {
  const where = () => fieldPath(pointer);
  const bad = firstForbiddenCharacter(text, !isKey);
  if (bad) {
    const what = isKey ? `the field name ${JSON.stringify(text)} contains` : "contains";
    const problem: Problem =
      bad.kind === "control"
        ? {
            code: "control-character",
            message: `${what} an invisible control character (${bad.code}) at character ${bad.position}, often left by copying and pasting.`,
            hint: `Remove it${bad.code === "U+000D" && !isKey ? "; to break a line write \\n" : ""}.`,
          }
        : {
            code: "broken-character",
            message: `${what} a broken character (${bad.code}, half of an emoji or other character) at character ${bad.position}.`,
            hint: "Remove it, or write the whole character.",
          };
    issues.push({ ...problem, pointer, at: isKey ? "key" : "value", message: `${where()}: ${problem.message}` });
  } else {
    const hidden = hiddenCharacterProblem(text, isKey, pointer);
    if (hidden)
      issues.push({ ...hidden, pointer, at: isKey ? "key" : "value", message: `${where()}: ${hidden.message}` });
  }
  if (isKey) return;
  issues.push(...placeholderIssues(text, pointer));
}

/** An invisible or look-alike character, named, with its position and the value as meant. */
function hiddenCharacterProblem(text: string, isKey: boolean, pointer: string): Problem | undefined {
  const field = isKey ? undefined : pointer.slice(pointer.lastIndexOf("/") + 1);
  const inName = isKey || isNameLike(text, field);
  // another site's address may hold any letter after its host; its host, like every name here, is plain
  const host = inName && !isKey ? /^https?:\/\/[^/?#]*/i.exec(text)?.[0] : undefined;
  const found =
    host !== undefined
      ? (firstHiddenCharacter(host, true) ?? firstHiddenCharacter(text, false))
      : firstHiddenCharacter(text, inName);
  if (!found) return undefined;
  const what = isKey
    ? `the field name ${JSON.stringify(plainText(text, true))}`
    : field === "anchor"
      ? "the anchor"
      : inName
        ? "the address"
        : "the text";
  const meant =
    host !== undefined ? plainText(host, true) + plainText(text.slice(host.length), false) : plainText(text, inName);
  if (found.looksLike !== undefined) {
    return {
      code: "look-alike-character",
      message: `${what} has a look-alike character at character ${found.position}: ${found.name} (${found.code}), which looks like "${found.looksLike}" but is another character, so the name does not match.`,
      hint: `Type it again with plain characters: ${JSON.stringify(meant)}.`,
    };
  }
  return {
    code: "invisible-character",
    message: `${what} has an invisible character at character ${found.position}: a ${found.name} (${found.code}), often pasted from a web page or a word processor.`,
    hint: found.isSpace
      ? `Type a plain space instead, or none: ${JSON.stringify(meant)}.`
      : `Remove it: ${JSON.stringify(meant)}.`,
  };
}
