import { Box, Stack } from "@chakra-ui/react";
import type { FaqBlock } from "../../generated/config-types";
import { questionAnchor } from "../../engine/questionAnchor";
import type { MarkdownPicturesHolder } from "../../engine/markdown/markdownPictures";
import type { PictureSet } from "../../engine/pictures/pictureSet";
import type { MarkdownLinksHolder } from "../../engine/resolve/resolveConfig";
import { Section } from "../../ui/Section";
import { FaqAnswer } from "./FaqAnswer";

/**
 * Questions that open and close their answers with <details>: no script. Each question carries its link name
 * as its id, so "/page#its-name" scrolls to it (the visitor then opens it: opening it from the address would
 * need a script on every page with an FAQ, for one tap saved).
 */
export default function Faq({ title, subtitle, tone = "plain", items }: FaqBlock) {
  const ids = uniqueIds(items.map((item) => questionAnchor(item.question)));
  return (
    <Section title={title} subtitle={subtitle} tone={tone} width="narrow">
      <Stack gap="3">
        {items.map((item, i) => (
          <Box
            as="details"
            key={ids[i]}
            id={ids[i]}
            data-faq-item=""
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            scrollMarginTop="24"
            css={{
              "&:target": { borderColor: "brand.solid", boxShadow: "0 0 0 1px var(--chakra-colors-brand-solid)" },
            }}
          >
            <Box
              as="summary"
              cursor="pointer"
              px={{ base: "4", md: "6" }}
              py="4"
              fontWeight="semibold"
              fontSize="lg"
              rounded="lg"
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
            >
              {item.question}
            </Box>
            <Box px={{ base: "4", md: "6" }} pb="5">
              <FaqAnswer
                text={item.answer}
                links={(item as MarkdownLinksHolder).markdownLinks}
                pictures={(item as MarkdownPicturesHolder<PictureSet>).markdownPictures}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** Two questions that give one link name within the block: the later ones get "-2", "-3" (the validator warns). */
function uniqueIds(anchors: string[]): string[] {
  const seen = new Map<string, number>();
  return anchors.map((anchor) => {
    const count = (seen.get(anchor) ?? 0) + 1;
    seen.set(anchor, count);
    return count === 1 ? anchor : `${anchor}-${count}`;
  });
}
