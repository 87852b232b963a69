import { positionOf, type SyntaxProblem } from "./jsonSyntaxError.ts";

/** Deepest nesting of lists and groups a config may have; real configs stay under 15. */
export const maxNestingDepth = 100;

/**
 * The first "[" or "{" that opens a level deeper than `limit`, as a located problem. Checked before parsing,
 * so deeply nested input cannot exhaust the parser's or the validator's stack.
 */
export function tooDeepNesting(text: string, limit = maxNestingDepth): SyntaxProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"' || c === "\n" || c === "\r") inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      depth++;
      if (depth > limit) {
        return {
          position: positionOf(text, i),
          code: "nested-too-deep" as const,
          message: `lists and groups are nested more than ${limit} levels deep here.`,
          hint: `No config needs that many: remove the extra "${c}" and its closing "${c === "[" ? "]" : "}"}".`,
        };
      }
    } else if (c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  return undefined;
}
