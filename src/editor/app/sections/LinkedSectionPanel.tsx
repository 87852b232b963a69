import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { Link2, Unlink } from "lucide-react";
import { useState } from "react";
import type { Block } from "../../../generated/config-types";
import type { SectionsResponse } from "../../shared/api";
import { api } from "../api";
import type { Editor } from "../useEditor";
import { detachedBlocks, reachOf, sectionFileFor } from "./detachSection";

interface Props {
  editor: Editor;
  /** The selected use: { "type": "section", "ref": …, "inputs": … }. */
  use: Record<string, unknown>;
  /** Its place on the page (1-based in the words shown). */
  index: number;
  /** How its place is named in the status line ("block 2"; a use inside a block: "the section inside block 2"). */
  place?: string;
  /** The page's address: its language picks the section's file. */
  route: string;
  uses: SectionsResponse | undefined;
  onOpen: (path: string) => void;
  /** Replace the use with these blocks (one undo step). */
  onDetach: (blocks: Block[]) => void;
}

/** Above a linked section's form: where it comes from, how far it reaches, open its file, detach this use. */
export function LinkedSectionPanel({ editor, use, index, place, route, uses, onOpen, onDetach }: Props) {
  const [busy, setBusy] = useState(false);
  const ref = typeof use.ref === "string" ? use.ref : "";
  const file = uses && ref ? sectionFileFor(ref, route, uses) : undefined;
  if (!uses) return null;
  if (!file)
    return (
      <Box data-linked-section="" borderWidth="1px" rounded="md" p={3} mb={3}>
        <Text fontSize="sm">
          Linked section: no file sections/{ref || "<name>"}.json. The problem is listed below; choose an existing
          section in "ref" or create the file.
        </Text>
      </Box>
    );
  const translation = file.language ? " (this page's language's own file)" : "";
  const detach = async () => {
    setBusy(true);
    try {
      const value = editor.store.get(file.path)?.value ?? (await api.file(file.path)).value;
      const blocks = detachedBlocks(use, value);
      if (!blocks) {
        editor.setStatus(`${file.path} has no blocks to copy: fix it first (see its problems).`);
        return;
      }
      onDetach(blocks);
      editor.setStatus(
        `Detached ${place ?? `block ${index + 1}`}: the ${blocks.length === 1 ? "block" : `${blocks.length} blocks`} of ${file.path} ${blocks.length === 1 ? "is" : "are"} now this page's own, linked no longer. Undo (Ctrl+Z) brings the link back.`,
      );
    } catch (e) {
      editor.setStatus(`Could not detach: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      as="section"
      aria-label="Linked section"
      data-linked-section={file.path}
      borderWidth="1px"
      borderColor="purple.300"
      bg="purple.50"
      rounded="md"
      p={3}
      mb={3}
    >
      <Text fontSize="sm" data-section-reach="">
        <Link2 aria-hidden style={{ display: "inline", verticalAlign: "middle" }} /> Linked section{" "}
        <strong>{file.path}</strong>
        {translation}, {reachOf(file)}. Its blocks are edited in its file; this use gives only its inputs.
      </Text>
      <HStack mt={2} gap={2} wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => onOpen(file.path)}>
          Open {file.path}
        </Button>
        <Button size="xs" variant="outline" disabled={busy} onClick={() => void detach()}>
          <Unlink aria-hidden /> Detach (copy its blocks into this page)
        </Button>
      </HStack>
    </Box>
  );
}
