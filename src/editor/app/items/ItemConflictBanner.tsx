import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { lineDiff } from "../../shared/lineDiff";
import type { Doc } from "../documents";
import { DiffView } from "../history/DiffView";
import type { Editor } from "../useEditor";
import { itemText, type ItemValue } from "./itemDocument";

/**
 * The item's file changed on disk (or a save was refused because it had) while it has unsaved work here: both
 * versions, as a line diff from the disk's to this one, and a choice: keep mine (overwrite the file), take the
 * disk's (mine stays one Ctrl+Z away), or copy mine to the clipboard first. Nothing is dropped without a choice.
 */
export function ItemConflictBanner({ editor, doc, onKeepMine }: { editor: Editor; doc: Doc; onKeepMine: () => void }) {
  const [copied, setCopied] = useState<string>();
  if (!doc.conflict) return null;
  const unreadable = doc.conflict.hash !== null && doc.conflict.value === undefined;
  const deleted = doc.conflict.hash === null;
  const disk = itemText(doc.conflict.value as ItemValue | undefined);
  const mine = itemText(doc.value as ItemValue);
  const lines = lineDiff(disk, mine);
  const copy = () =>
    navigator.clipboard.writeText(mine).then(
      () => setCopied("Your version is on the clipboard."),
      () => setCopied("The clipboard is not available here: select your version below and copy it."),
    );
  return (
    <Alert.Root status="warning" mb={3} data-conflict="">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {deleted
            ? "This item's file was deleted on disk."
            : unreadable
              ? "This item's file was changed on disk and can no longer be read as an item."
              : "This item's file was changed on disk by someone else."}
        </Alert.Title>
        <Alert.Description>
          <Text mb={2}>Your unsaved changes are kept. Choose which version to keep.</Text>
          {!deleted && !unreadable && (
            <DiffView
              label="The version on disk (−) and yours (+)"
              diff={{
                lines,
                added: lines.filter((l) => l.kind === "added").length,
                removed: lines.filter((l) => l.kind === "removed").length,
              }}
            />
          )}
          <HStack mt={2} gap={2} wrap="wrap">
            <Button size="xs" onClick={onKeepMine}>
              Keep mine (overwrite the file)
            </Button>
            {!deleted && !unreadable && (
              <Button size="xs" variant="outline" onClick={() => editor.store.takeDisk(doc.path)}>
                Take the version on disk
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => void copy()}>
              Copy mine to the clipboard
            </Button>
          </HStack>
          {copied && (
            <Text fontSize="sm" mt={1} role="status">
              {copied}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
