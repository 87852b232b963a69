import { Box, Button, Heading, HStack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { EditorDiagnostic, ItemResponse } from "../../shared/api";
import { api } from "../api";
import { located } from "../ProblemList";
import type { Editor } from "../useEditor";
import { selectLine } from "./textLines";

/**
 * An item whose file the builder cannot read (bad YAML or JSON, …): its text, opened at the broken line with the
 * builder's located message under it, checked as it is typed, and saved only once it reads as an item.
 */
export function BrokenItemEditor({
  editor,
  item,
  onFixed,
  saveRef,
}: {
  editor: Editor;
  item: ItemResponse & { broken: NonNullable<ItemResponse["broken"]> };
  onFixed: () => void;
  saveRef: RefObject<(() => Promise<boolean>) | undefined>;
}) {
  const [text, setText] = useState(item.broken.text);
  const [problem, setProblem] = useState<EditorDiagnostic | undefined>(item.broken.problem);
  const box = useRef<HTMLTextAreaElement>(null);
  const request = { collection: item.collection, slug: item.slug, baseHash: item.hash };

  useEffect(() => {
    if (box.current) selectLine(box.current, item.broken.problem.line);
  }, [item.broken.problem.line]);

  useEffect(() => {
    if (text === item.broken.text) return;
    const timer = setTimeout(() => {
      api
        .itemText({ ...request, text })
        .then((answer) => setProblem(answer.problem))
        .catch((error: Error) => editor.setStatus(error.message));
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request is the item's, which keys this component
  }, [text]);

  const save = async () => {
    try {
      await api.itemText({ ...request, text, save: true });
      editor.setStatus(`Saved ${item.path}`);
      onFixed();
      return true;
    } catch (error) {
      editor.setStatus(`Not saved: ${(error as Error).message}`);
      return false;
    }
  };
  saveRef.current = save;

  return (
    <Box overflowY="auto" p={4} h="full" data-item-editor="" data-broken-item="">
      <Heading as="h1" size="lg" mb={1}>
        {item.collection}: {item.slug}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={3}>
        {item.path} cannot be read as an item, so it is shown as its text. Fix it here (the line with the problem is
        selected); it is saved only once it reads.
      </Text>
      <label htmlFor="item-text">
        <Text fontWeight="semibold" mb={1}>
          The file's text
        </Text>
      </label>
      <Textarea
        id="item-text"
        ref={box}
        fontFamily="mono"
        rows={20}
        spellCheck={false}
        value={text}
        aria-describedby="item-text-problem"
        onChange={(event) => setText(event.target.value)}
      />
      <Box id="item-text-problem" mt={2} fontSize="sm" data-item-text-problem="">
        {problem ? (
          <Text color="fg.error">
            <Button
              size="2xs"
              variant="plain"
              fontFamily="mono"
              color="fg.error"
              textDecoration="underline"
              onClick={() => box.current && selectLine(box.current, problem.line)}
            >
              {located(problem)}
            </Button>{" "}
            {problem.message} {problem.hint}
          </Text>
        ) : (
          <Text color="green.700">The text reads as an item: it can be saved.</Text>
        )}
      </Box>
      <HStack mt={3}>
        <Button size="sm" colorPalette="blue" disabled={problem !== undefined} onClick={() => void save()}>
          Save the fixed file
        </Button>
      </HStack>
    </Box>
  );
}
