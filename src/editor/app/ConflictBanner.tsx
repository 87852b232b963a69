import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { formatJson } from "../shared/formatJson";
import { lineDiff } from "../shared/lineDiff";
import type { Doc } from "./documents";
import { DiffView } from "./history/DiffView";
import type { Editor } from "./useEditor";

/**
 * Shown when the open file changed on disk while it had unsaved changes here: nothing is overwritten silently. Both
 * versions, as a line diff from the disk's to this one (written as the file would be saved), and a choice: keep mine
 * (overwrite the file), take the disk's, or copy mine to the clipboard first. An item has its own
 * (items/ItemConflictBanner.tsx).
 */
export function ConflictBanner({ editor, doc }: { editor: Editor; doc: Doc }) {
  const [copied, setCopied] = useState<string>();
  if (doc.conflict) {
    const deleted = doc.conflict.hash === null;
    const readable = !deleted && doc.conflict.value !== undefined;
    const disk = readable ? formatJson(doc.conflict.value) : undefined;
    const mine = formatJson(doc.value, disk);
    const lines = disk === undefined ? [] : lineDiff(disk, mine);
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
              ? "This file was deleted on disk."
              : readable
                ? "This file was changed on disk by someone else."
                : "This file was changed on disk by someone else, and is no longer valid JSON there."}
          </Alert.Title>
          <Alert.Description>
            <Text mb={2}>Your unsaved changes are kept. Choose which version to keep.</Text>
            {readable && (
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
              <Button size="xs" onClick={() => void editor.save(doc.path, true)}>
                Keep mine (overwrite the file)
              </Button>
              {readable && (
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
  if (doc.restoredFromOlder) {
    return (
      <Alert.Root status="info" mb={3}>
        <Alert.Indicator />
        <Alert.Description>
          Your unsaved draft was restored. The file on disk has changed since the draft began; saving will replace it.
        </Alert.Description>
      </Alert.Root>
    );
  }
  return null;
}
