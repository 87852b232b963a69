import { Alert, Button, HStack } from "@chakra-ui/react";
import type { Doc } from "./documents";
import type { Editor } from "./useEditor";

/** Shown when the open file changed on disk while it had unsaved changes here: nothing is overwritten silently. */
export function ConflictBanner({ editor, doc }: { editor: Editor; doc: Doc }) {
  if (doc.conflict) {
    const deleted = doc.conflict.hash === null;
    return (
      <Alert.Root status="warning" mb={3} data-conflict="">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {deleted ? "This file was deleted on disk." : "This file was changed on disk by someone else."}
          </Alert.Title>
          <Alert.Description>
            Your unsaved changes are kept. Choose which version to keep.
            <HStack mt={2} gap={2}>
              <Button size="xs" onClick={() => void editor.save(doc.path, true)}>
                Keep mine (overwrite the file)
              </Button>
              {!deleted && (
                <Button size="xs" variant="outline" onClick={() => editor.store.takeDisk(doc.path)}>
                  Take the version on disk
                </Button>
              )}
            </HStack>
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
