import { Box, Button, Dialog, Grid, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Block, PageConfig } from "../../generated/config-types";
import { PreviewFrame } from "./PreviewFrame";
import { previewMessage } from "./previewData";
import type { Editor } from "./useEditor";

/** Every block type from the schemas, with its description and a live preview of its schema example. */
export function BlockPalette({
  editor,
  open,
  onClose,
  onAdd,
}: {
  editor: Editor;
  open: boolean;
  onClose: () => void;
  onAdd: (block: Block) => void;
}) {
  const [focused, setFocused] = useState(editor.schemas.blocks[0]?.type);
  const chosen = editor.schemas.blocks.find((b) => b.type === focused) ?? editor.schemas.blocks[0];
  const examplePage = {
    seo: { title: "Example", description: "Example" },
    blocks: [chosen.example],
  } as unknown as PageConfig;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a block</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH={0} overflow="hidden">
              <Grid templateColumns="minmax(260px, 1fr) 2fr" gap={4} h="full">
                <Stack overflowY="auto" gap={1} role="list" aria-label="Block types" pr={1}>
                  {editor.schemas.blocks.map((b) => (
                    <Box key={b.type} role="listitem">
                      <Button
                        variant={b.type === chosen.type ? "subtle" : "ghost"}
                        h="auto"
                        w="full"
                        py={2}
                        justifyContent="start"
                        textAlign="start"
                        whiteSpace="normal"
                        onFocus={() => setFocused(b.type)}
                        onMouseEnter={() => setFocused(b.type)}
                        onClick={() => {
                          onAdd(structuredClone(b.example) as unknown as Block);
                          onClose();
                        }}
                        aria-label={`Add ${b.title}: ${b.description}`}
                        data-palette-type={b.type}
                      >
                        <Box>
                          <Text fontWeight="semibold">{b.title}</Text>
                          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                            {b.description}
                          </Text>
                        </Box>
                      </Button>
                    </Box>
                  ))}
                </Stack>
                <Box borderWidth="1px" rounded="md" overflow="hidden" minH="60vh">
                  {open && (
                    <PreviewFrame
                      title={`Example of the ${chosen.title} block`}
                      message={previewMessage(editor, examplePage, "(example)", "/", false)}
                    />
                  )}
                </Box>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
