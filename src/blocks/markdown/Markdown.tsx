import { Box, Container, Heading, Link, List, Stack } from "@chakra-ui/react";
import { markdownHeadings } from "../../engine/markdown/headingIds";
import { parseMarkdown } from "../../engine/markdown/parseMarkdown";
import type { MarkdownPicturesHolder } from "../../engine/markdown/markdownPictures";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import type { MarkdownLinksHolder } from "../../engine/resolve/resolveConfig";
import type { ResolvedBlockOf } from "../../engine/resolve/resolvedTypes";
import { MarkdownNodes, type MarkdownContext } from "./MarkdownContent";
import { markdownTree } from "./markdownTree";

/** Comfortable reading width for long text (about 70 characters a line), as the article and legal text use. */
const readingWidth = "70ch";

export default function Markdown({
  words,
  anchor,
  text,
  toc = false,
  tocTitle = words.onThisPage,
  markdownLinks = {},
  markdownPictures,
}: ResolvedBlockOf<"markdown"> & MarkdownLinksHolder & MarkdownPicturesHolder<PictureSet>) {
  const tokens = parseMarkdown(text);
  // the block's own anchor is the id of its wrapper (BlockList): no heading takes it
  const headings = markdownHeadings(tokens, anchor ? [anchor] : []);
  const headingTokens = tokens.filter((token) => token.type === "heading_open");
  const context: MarkdownContext = {
    headingIds: new Map(headingTokens.map((token, i) => [token, headings[i].id])),
    links: markdownLinks,
    pictures: markdownPictures,
  };
  // "#" and "##" are both shown as h2 (see headingTag): the list of contents names those
  const sections = headings.filter((heading) => heading.level <= 2);
  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="3xl" px={{ base: "5", md: "8" }}>
        <Stack gap="4" maxW={readingWidth} minW="0">
          {toc && sections.length > 0 && (
            <Box as="nav" aria-label={tocTitle} borderWidth="1px" borderColor="border" rounded="md" p="4" mb="4">
              <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="2">
                {tocTitle}
              </Heading>
              <List.Root as="ol" ps="5" gap="1">
                {sections.map((section) => (
                  <List.Item key={section.id}>
                    <Link href={`#${section.id}`} color="brand.fg">
                      {section.text}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          <MarkdownNodes nodes={markdownTree(tokens)} context={context} />
        </Stack>
      </Container>
    </Box>
  );
}
