import type { Issue } from "../explainErrors.ts";
import { isRecord } from "../isRecord.ts";
import { didYouMean } from "../suggest.ts";
import { walkBlocks } from "../blocks/walkBlocks.ts";

/** A site's linked sections as read (sections/<name>.json), by name. */
export type SectionTable = ReadonlyMap<string, { file: string; data: unknown }>;

const blocksOf = (config: unknown): unknown[] =>
  isRecord(config) && Array.isArray(config.blocks) ? config.blocks : [];

/** The inputs a section declares, by name. */
function declaredInputs(section: unknown): Map<string, { required: boolean }> {
  const inputs = isRecord(section) && isRecord(section.inputs) ? section.inputs : {};
  return new Map(
    Object.entries(inputs).map(([name, input]) => [name, { required: isRecord(input) && input.required === true }]),
  );
}

/**
 * The uses of linked sections in one file's blocks (a page's, or a section's own): each names a section of the
 * site (did-you-mean), gives only the inputs it declares and every one it requires. In a section, a use that
 * leads back to it (directly or through others) is a loop, named in full.
 * `self`: the name of the section being checked, when the file is one.
 */
export function sectionUseIssues(config: unknown, sections: SectionTable, self?: string): Issue[] {
  const issues: Issue[] = [];
  walkBlocks(blocksOf(config), ({ block, pointer, path }) => {
    if (block.type !== "section" || typeof block.ref !== "string") return;
    const section = sections.get(block.ref);
    if (!section) {
      const names = [...sections.keys()].sort();
      issues.push({
        code: "unknown-section",
        pointer: `${pointer}/ref`,
        at: "value",
        message: `${path}.ref: there is no section "${block.ref}" (no file sections/${block.ref}.json).`,
        hint: `${didYouMean(block.ref, names)} ${names.length ? `The sections: ${names.join(", ")}.` : "The site has no sections yet: write sections/<name>.json with its blocks."}`.trim(),
      });
      return;
    }
    const declared = declaredInputs(section.data);
    const given = isRecord(block.inputs) ? block.inputs : {};
    for (const name of Object.keys(given)) {
      if (declared.has(name)) continue;
      const known = [...declared.keys()];
      issues.push({
        code: "undeclared-section-input",
        pointer: `${pointer}/inputs/${name}`,
        at: "key",
        message: `${path}.inputs.${name}: the section "${block.ref}" has no input "${name}" (${section.file}).`,
        hint: `${didYouMean(name, known)} ${known.length ? `Its inputs: ${known.join(", ")}.` : 'It declares no inputs: remove this one, or declare it in the section\'s "inputs".'}`.trim(),
      });
    }
    for (const [name, { required }] of declared) {
      if (!required || name in given) continue;
      issues.push({
        code: "missing-section-input",
        pointer: isRecord(block.inputs) ? `${pointer}/inputs` : pointer,
        at: isRecord(block.inputs) ? "key" : "value",
        message: `${path}: the section "${block.ref}" needs the input "${name}", which this use does not give.`,
        hint: `Add "inputs": { "${name}": "…" } (${section.file} says what it is for).`,
      });
    }
    if (self !== undefined) {
      const loop = loopBack(block.ref, self, sections);
      if (loop)
        issues.push({
          code: "section-loop",
          pointer: `${pointer}/ref`,
          at: "value",
          message: `${path}.ref: the section "${self}" would hold itself: ${[self, ...loop].join(" → ")}.`,
          hint: "Remove one of the uses in that loop: a section cannot contain itself.",
        });
    }
  });
  return issues;
}

/** The chain of sections from `from` back to `target` (["b", "a"] for a → b → a), if any. */
function loopBack(
  from: string,
  target: string,
  sections: SectionTable,
  seen = new Set<string>(),
): string[] | undefined {
  if (from === target) return [from];
  if (seen.has(from)) return undefined;
  seen.add(from);
  const section = sections.get(from);
  let found: string[] | undefined;
  walkBlocks(blocksOf(section?.data), ({ block }) => {
    if (found || block.type !== "section" || typeof block.ref !== "string") return;
    const rest = loopBack(block.ref, target, sections, seen);
    if (rest) found = [from, ...rest];
  });
  return found;
}
