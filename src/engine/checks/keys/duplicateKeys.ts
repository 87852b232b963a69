import type { AnyNode, DocumentNode, MemberNode } from "@humanwhocodes/momoa";
import type { Issue } from "../../explainErrors.ts";
import { fieldPath } from "../../fieldPath.ts";
import { childPointer } from "../../jsonPointer.ts";

/**
 * Keys written more than once in the same object. JSON.parse silently keeps the last value, so the first
 * is easy to edit in vain: each repeat is reported at its key, naming the line of the first.
 */
export function duplicateKeys(ast: DocumentNode): Issue[] {
  const issues: Issue[] = [];
  const visit = (node: AnyNode, pointer: string) => {
    if (node.type === "Array") {
      node.elements.forEach((element, i) => visit(element.value, `${pointer}/${i}`));
      return;
    }
    if (node.type !== "Object") return;
    const first = new Map<string, MemberNode>();
    for (const member of node.members) {
      const key = member.name.type === "String" ? member.name.value : member.name.name;
      const memberPointer = childPointer(pointer, key);
      const earlier = first.get(key);
      if (earlier) {
        issues.push({
          pointer: memberPointer,
          at: "key",
          position: member.name.loc.start,
          code: "duplicate-key",
          message: `${fieldPath(memberPointer)}: key "${key}" is written twice in this object (first on line ${earlier.name.loc.start.line}); only the last one would be used.`,
          hint: "Remove one.",
        });
      } else {
        first.set(key, member);
      }
      visit(member.value, memberPointer);
    }
  };
  visit(ast.body, "");
  return issues;
}
