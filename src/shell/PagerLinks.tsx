import { HStack, Link, Text } from "@chakra-ui/react";
import type { Pager } from "../engine/content/pagedLists";
import { useWords } from "../site/useWords";

/** Below a page of a paged list: plain links to the pages before and after it, and which page this is. */
export function PagerLinks({ pager }: { pager: Pager }) {
  const words = useWords();
  return (
    <HStack
      as="nav"
      aria-label={`${words.page} ${pager.number} / ${pager.count}`}
      data-pager=""
      justify="center"
      gap="6"
      py="10"
      px="5"
    >
      {pager.previous && (
        <Link href={pager.previous} rel="prev" color="brand.fg" fontWeight="medium">
          ← {words.previousPage}
        </Link>
      )}
      <Text color="fg.muted" fontSize="sm">
        {words.page} {pager.number} / {pager.count}
      </Text>
      {pager.next && (
        <Link href={pager.next} rel="next" color="brand.fg" fontWeight="medium">
          {words.nextPage} →
        </Link>
      )}
    </HStack>
  );
}
