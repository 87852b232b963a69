import { Alert } from "@chakra-ui/react";
import { ConflictVersions } from "../ConflictVersions";
import type { Doc } from "../documents";
import type { Editor } from "../useEditor";
import { itemText, type ItemValue } from "./itemDocument";

/**
 * The item's file changed on disk (or a save was refused because it had) while it has unsaved work here: both
 * versions (its fields and its text) and the choice (ConflictVersions): keep mine, take the disk's (mine stays one
 * Ctrl+Z away), or copy mine to the clipboard first.
 */
export function ItemConflictBanner({ editor, doc, onKeepMine }: { editor: Editor; doc: Doc; onKeepMine: () => void }) {
  if (!doc.conflict) return null;
  const unreadable = doc.conflict.hash !== null && doc.conflict.value === undefined;
  const deleted = doc.conflict.hash === null;
  const disk = deleted || unreadable ? undefined : itemText(doc.conflict.value as ItemValue | undefined);
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
          <ConflictVersions
            disk={disk}
            mine={itemText(doc.value as ItemValue)}
            onKeepMine={onKeepMine}
            onTakeDisk={() => editor.store.takeDisk(doc.path)}
          />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
