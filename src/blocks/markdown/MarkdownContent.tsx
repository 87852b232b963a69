import { Box, Code, Heading, Link, List, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { checkHref } from "../../engine/links";
import type { Token } from "../../engine/markdown/parseMarkdown";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import { inlineText } from "../../engine/markdown/headingIds";
import { AppLink } from "../../site/AppLink";
import type { MarkdownNode } from "./markdownTree";
import { MarkdownPicture } from "./MarkdownPicture";

/** What rendering needs beyond the tokens: each heading's id, each link's final address. */
export interface MarkdownContext {
  headingIds: Map<Token, string>;
  /** Written address → final address (the resolve step's "markdownLinks"). */
  links: Readonly<Record<string, string>>;
  /** A paragraph's line height where the text around sets its own (an FAQ answer); else "1.75". */
  paragraphLineHeight?: string;
  /** Picture path as written → the sizes the picture step made (the build's "markdownPictures"). */
  pictures?: Readonly<Record<string, PictureSet>>;
}

/** The page's main heading (h1) is its title: a Markdown "#" heading is shown one level below, as h2. */
export const headingTag = (token: Token) => `h${Math.max(2, Number(token.tag.slice(1)))}` as "h2";

const headingSizes: Record<string, object> = {
  h2: { base: "xl", md: "2xl" },
  h3: { base: "lg", md: "xl" },
  h4: { base: "md", md: "lg" },
};

/**
 * Markdown nodes as React elements: every element is made here, never from HTML text. The tree is turned into
 * elements by plain calls, not a component per token: a 1,000-word article is about 90 tokens, and a component
 * each (twice over, with the list around its children) was React's work on every page for nothing but a call.
 */
export function MarkdownNodes({ nodes, context }: { nodes: MarkdownNode[]; context: MarkdownContext }): ReactNode {
  return markdownNodes(nodes, context);
}

function markdownNodes(nodes: MarkdownNode[], context: MarkdownContext): ReactNode[] {
  return nodes.map((node, i) => markdownElement(node, context, i));
}

/** One node as what React renders; `key` is its place among its siblings (the key its element takes). */
function markdownElement(node: MarkdownNode, context: MarkdownContext, key: number): ReactNode {
  const { token, children } = node;
  const inner = children.length === 0 ? null : markdownNodes(children, context);
  switch (token.type) {
    case "inline":
      return inner;
    case "text":
    case "html_inline":
    case "html_block":
      return token.content;
    case "softbreak":
      return "\n";
    case "hardbreak":
      return <br key={key} />;
    case "paragraph_open":
      // a tight list's items hold their text without a paragraph
      return token.hidden ? (
        inner
      ) : (
        <Text key={key} lineHeight={context.paragraphLineHeight ?? "1.75"}>
          {inner}
        </Text>
      );
    case "heading_open": {
      const tag = headingTag(token);
      return (
        <Heading
          key={key}
          as={tag}
          id={context.headingIds.get(token)}
          fontSize={headingSizes[tag] ?? "md"}
          lineHeight="1.3"
          letterSpacing="tight"
          mt="4"
        >
          {inner}
        </Heading>
      );
    }
    case "strong_open":
      return <strong key={key}>{inner}</strong>;
    case "em_open":
      return <em key={key}>{inner}</em>;
    case "code_inline":
      return (
        <Code key={key} fontSize="0.9em">
          {token.content}
        </Code>
      );
    case "fence":
    case "code_block":
      return (
        <Box key={key} as="pre" bg="bg.muted" rounded="md" p="4" overflowX="auto" fontSize="sm" lineHeight="1.6">
          <code>{token.content}</code>
        </Box>
      );
    case "blockquote_open":
      return (
        <Box key={key} as="blockquote" borderStartWidth="4px" borderColor="brand.solid" ps="4" color="fg.muted">
          <Box display="flex" flexDirection="column" gap="3">
            {inner}
          </Box>
        </Box>
      );
    case "bullet_list_open":
    case "ordered_list_open": {
      const start = Number(token.attrGet("start") ?? 1);
      return (
        <List.Root
          key={key}
          as={token.type === "ordered_list_open" ? "ol" : "ul"}
          // an ordered list starting at another number ("3. …") keeps it; Chakra's List does not type "start"
          {...(start === 1 ? {} : ({ start } as object))}
          ps="6"
          gap="2"
          lineHeight="1.7"
        >
          {inner}
        </List.Root>
      );
    }
    case "list_item_open":
      return (
        <List.Item key={key} ps="1" _marker={{ color: "fg.muted" }}>
          {inner}
        </List.Item>
      );
    // plain table elements: the site's Chakra theme carries no table recipe (src/theme/themeConfig.ts)
    case "table_open":
      return (
        <Box key={key} overflowX="auto" borderWidth="1px" borderColor="border" rounded="md">
          <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: "collapse" }}>
            {inner}
          </Box>
        </Box>
      );
    case "thead_open":
      return (
        <Box key={key} as="thead" bg="bg.muted">
          {inner}
        </Box>
      );
    case "tbody_open":
      return <tbody key={key}>{inner}</tbody>;
    case "tr_open":
      return (
        <Box key={key} as="tr" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: "0" }}>
          {inner}
        </Box>
      );
    case "th_open":
    case "td_open": {
      const align = /text-align:(left|right|center)/.exec(String(token.attrGet("style") ?? ""))?.[1] ?? "start";
      const header = token.type === "th_open";
      return (
        <Box
          key={key}
          as={header ? "th" : "td"}
          px="3"
          py="2"
          textAlign={align}
          fontWeight={header ? "semibold" : undefined}
        >
          {inner}
        </Box>
      );
    }
    case "hr":
      return <Box key={key} as="hr" borderColor="border" my="2" />;
    case "link_open":
      return <MarkdownLink key={key} href={String(token.attrGet("href") ?? "")} context={context} inner={inner} />;
    case "image":
      return (
        <MarkdownPicture
          key={key}
          src={String(token.attrGet("src") ?? "")}
          alt={inlineText(token)}
          picture={context.pictures?.[String(token.attrGet("src") ?? "")]}
          title={token.attrGet("title") ? String(token.attrGet("title")) : undefined}
        />
      );
    default:
      return inner;
  }
}

function MarkdownLink({ href, context, inner }: { href: string; context: MarkdownContext; inner: ReactNode }) {
  const final = Object.hasOwn(context.links, href) ? context.links[href] : href;
  // the validator refuses such a link; should one get here all the same, its words are shown without the link
  if (final.startsWith("@") || checkHref(final)) return inner;
  return (
    <Link asChild display="inline" color="brand.fg" textDecoration="underline">
      <AppLink href={final}>{inner}</AppLink>
    </Link>
  );
}
