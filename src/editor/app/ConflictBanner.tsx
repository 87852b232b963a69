import { Alert } from "@chakra-ui/react";
import { formatJson } from "../shared/formatJson";
import { ConflictVersions } from "./ConflictVersions";
import type { Doc } from "./documents";
import type { Editor } from "./useEditor";

/**
 * Shown when the open file changed on disk while it had unsaved changes here: nothing is overwritten silently. Both
 * versions (yours written as the file would be saved) and the choice (ConflictVersions). An item has its own
 * (items/ItemConflictBanner.tsx).
 */
export function ConflictBanner({ editor, doc }: { editor: Editor; doc: Doc }) {
  if (doc.conflict) {
    const deleted = doc.conflict.hash === null;
    const readable = !deleted && doc.conflict.value !== undefined;
    const disk = readable ? formatJson(doc.conflict.value) : undefined;
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
            <ConflictVersions
              disk={disk}
              mine={formatJson(doc.value, disk)}
              onKeepMine={() => void editor.save(doc.path, true)}
              onTakeDisk={() => editor.store.takeDisk(doc.path)}
            />
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
