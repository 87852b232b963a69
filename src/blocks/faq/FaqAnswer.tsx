import { Stack } from "@chakra-ui/react";
import { parseMarkdown } from "../../engine/markdown/parseMarkdown";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import { MarkdownNodes, type MarkdownContext } from "../markdown/MarkdownContent";
import { markdownTree } from "../markdown/markdownTree";

/**
 * An answer's text, in Markdown read as the markdown block reads it: a blank line starts a new paragraph, and
 * links take their final address from the resolve step ("markdownLinks" beside the answer). Headings in an
 * answer get no id: the question is the answer's link name.
 */
export function FaqAnswer({
  text,
  links = {},
  pictures,
}: {
  text: string;
  links?: Readonly<Record<string, string>>;
  pictures?: Readonly<Record<string, PictureSet>>;
}) {
  const context: MarkdownContext = { headingIds: new Map(), links, pictures, paragraphLineHeight: "1.7" };
  return (
    <Stack gap="3" color="fg.muted" lineHeight="1.7">
      <MarkdownNodes nodes={markdownTree(parseMarkdown(text))} context={context} />
    </Stack>
  );
}
