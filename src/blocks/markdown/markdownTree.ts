import type { Token } from "../../engine/markdown/parseMarkdown";

/** A token with the tokens between its opening and its closing tag (markdown-it gives a flat list). */
export interface MarkdownNode {
  token: Token;
  children: MarkdownNode[];
}

/** Turns markdown-it's flat list of open/close tokens into a tree; a leaf token (text, fence, image) has no children. */
export function markdownTree(tokens: readonly Token[]): MarkdownNode[] {
  const root: MarkdownNode[] = [];
  const stack: MarkdownNode[][] = [root];
  for (const token of tokens) {
    const siblings = stack[stack.length - 1];
    if (token.nesting === 1) {
      const node: MarkdownNode = { token, children: [] };
      siblings.push(node);
      stack.push(node.children);
    } else if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
    } else {
      siblings.push({ token, children: token.children ? markdownTree(token.children) : [] });
    }
  }
  return root;
}
