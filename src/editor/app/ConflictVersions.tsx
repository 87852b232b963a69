import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { lineDiff } from "../shared/lineDiff";
import { DiffView } from "./history/DiffView";

/**
 * What a conflict banner offers (a file, or an item's file, changed on disk while it has unsaved work here): both
 * versions as a line diff from the disk's (`disk`, undefined when it cannot be read or is gone) to `mine`, and a
 * choice: keep mine (overwrite the file), take the disk's (offered only when it can be read), or copy mine to the
 * clipboard first. Nothing is dropped without a choice.
 */
export function ConflictVersions({
  disk,
  mine,
  onKeepMine,
  onTakeDisk,
}: {
  disk: string | undefined;
  mine: string;
  onKeepMine: () => void;
  onTakeDisk: () => void;
}) {
  const [copied, setCopied] = useState<string>();
  const lines = disk === undefined ? [] : lineDiff(disk, mine);
  const copy = () =>
    navigator.clipboard.writeText(mine).then(
      () => setCopied("Your version is on the clipboard."),
      () => setCopied("The clipboard is not available here: select your version below and copy it."),
    );
  return (
    <>
      <Text mb={2}>Your unsaved changes are kept. Choose which version to keep.</Text>
      {disk !== undefined && (
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
        {disk !== undefined && (
          <Button size="xs" variant="outline" onClick={onTakeDisk}>
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
    </>
  );
}
