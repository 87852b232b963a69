import { Button, Dialog, HStack, List, Portal, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { DeletedItem, ItemShownOnResponse } from "../shared/api";
import { api } from "./api";

/**
 * Asks before an item is deleted, listing the pages that show it (its own page, the lists that include it) and the
 * items that name it, which then show problems. The deleted item can be put back (DeletedItems) until the editor
 * stops, and from git's history after.
 */
export function DeleteItemDialog({
  collection,
  slug,
  onClose,
  onDeleted,
}: {
  collection: string;
  slug: string;
  onClose: () => void;
  onDeleted: (deleted: DeletedItem) => void;
}) {
  const [shown, setShown] = useState<ItemShownOnResponse>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let live = true;
    api.itemShownOn(collection, slug).then(
      (answer) => live && setShown(answer),
      (error: Error) => live && setProblem(error.message),
    );
    return () => void (live = false);
  }, [collection, slug]);
  const remove = async () => {
    if (!shown) return;
    try {
      onDeleted(await api.deleteItem(collection, slug, shown.hash));
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-delete-item-dialog="">
            <Dialog.Header>
              <Dialog.Title>
                Delete {collection}: {slug}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!shown ? (
                <Text role="status">{problem ?? "Finding the pages that show it…"}</Text>
              ) : (
                <>
                  <Text mb={2}>
                    {shown.pages.length === 0
                      ? "No page shows it."
                      : "These pages show it, and will no longer once it is deleted:"}
                  </Text>
                  {shown.pages.length > 0 && (
                    <List.Root mb={3} ps={5} data-shown-on="">
                      {shown.pages.map((page) => (
                        <List.Item key={page.route}>
                          {page.route}{" "}
                          <Text as="span" color="fg.muted" fontSize="sm">
                            ({page.path})
                          </Text>
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                  {shown.items.length > 0 && (
                    <>
                      <Text mb={1}>These items name it, and will show a problem until they name another:</Text>
                      <List.Root mb={3} ps={5} data-named-by="">
                        {shown.items.map((item) => (
                          <List.Item key={`${item.collection}/${item.slug}`}>
                            {item.collection}: {item.slug}
                          </List.Item>
                        ))}
                      </List.Root>
                    </>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {shown.path} is removed. “Put back” under the collection restores it until the editor stops; git's
                    history keeps it after.
                  </Text>
                  {problem && (
                    <Text color="fg.error" role="alert" mt={2}>
                      {problem}
                    </Text>
                  )}
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Keep it
              </Button>
              <Button colorPalette="red" onClick={() => void remove()} disabled={!shown}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The items of a collection deleted while the editor runs, each with "Put back". */
export function DeletedItems({
  deleted,
  onRestored,
}: {
  deleted: DeletedItem[];
  onRestored: (item: { collection: string; slug: string }) => void;
}) {
  const [problem, setProblem] = useState<string>();
  if (deleted.length === 0) return null;
  return (
    <List.Root listStyleType="none" gap={0.5} mt={1} data-deleted-items="">
      {deleted.map((item) => (
        <List.Item key={item.id}>
          <HStack justify="space-between" px={2} fontSize="sm" color="fg.muted">
            <Text as="span" truncate>
              Deleted:{" "}
              <Text as="span" fontFamily="mono">
                {item.slug}
              </Text>
            </Text>
            <Button
              size="2xs"
              variant="outline"
              aria-label={`Put back ${item.collection}: ${item.slug}`}
              onClick={() =>
                void api.undeleteItem(item.id).then(onRestored, (error: Error) => setProblem(error.message))
              }
            >
              Put back
            </Button>
          </HStack>
        </List.Item>
      ))}
      {problem && (
        <Text color="fg.error" role="alert" fontSize="sm" px={2}>
          {problem}
        </Text>
      )}
    </List.Root>
  );
}
