import { Button, Heading, HStack, IconButton, Link, List, Text } from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { ContentResponse, DeletedItem } from "../shared/api";
import { api } from "./api";
import { itemAddress } from "./itemAddress";
import { DeletedItems, DeleteItemDialog } from "./ItemDeletion";
import { NewItemDialog } from "./NewItemDialog";
import type { Editor } from "./useEditor";

/**
 * The site's collections and their items in the sidebar: "New item" (a dialog of the fields it needs), a delete
 * button on each item (asks first, listing the pages that show it), and the items deleted while the editor runs,
 * each with "Put back".
 */
export function ContentList({
  editor,
  content,
  current,
  onOpen,
  onChanged,
}: {
  editor: Editor;
  content: ContentResponse;
  current?: string;
  onOpen: (address: string) => void;
  onChanged: () => Promise<unknown>;
}) {
  const [creating, setCreating] = useState<string>();
  const [deleting, setDeleting] = useState<{ collection: string; slug: string }>();
  const [deleted, setDeleted] = useState<DeletedItem[]>([]);
  const loadDeleted = useCallback(
    () =>
      api.deletedItems().then(
        (answer) => setDeleted(answer.deleted),
        () => undefined,
      ),
    [],
  );
  useEffect(() => void loadDeleted(), [loadDeleted]);
  if (content.collections.length === 0) return null;
  return (
    <nav aria-label="Content">
      {content.collections.map((collection) => (
        <div key={collection.name} data-collection={collection.name}>
          <HStack mt={4} mb={2} justify="space-between">
            <Heading as="h2" size="sm">
              {collection.name}
            </Heading>
            <Button size="xs" onClick={() => setCreating(collection.name)}>
              New item
            </Button>
          </HStack>
          <List.Root listStyleType="none" gap={0.5}>
            {collection.items.map((item) => {
              const address = itemAddress(collection.name, item.slug);
              return (
                <List.Item key={item.slug}>
                  <HStack gap={0} align="stretch">
                    <Link
                      href={`#${address}`}
                      aria-current={address === current ? "page" : undefined}
                      display="block"
                      flex="1"
                      minW={0}
                      px={2}
                      py={1}
                      rounded="md"
                      bg={address === current ? "blue.100" : undefined}
                      _hover={{ bg: "bg.muted", textDecoration: "none" }}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(address);
                      }}
                    >
                      <Text as="span" fontFamily="mono" fontSize="sm" display="block" truncate>
                        {item.slug}
                        {item.draft ? " (draft)" : ""}
                      </Text>
                      {item.title && (
                        <Text as="span" fontSize="xs" color="fg.muted" display="block" truncate>
                          {item.title}
                        </Text>
                      )}
                    </Link>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Delete ${collection.name}: ${item.slug}`}
                      onClick={() => setDeleting({ collection: collection.name, slug: item.slug })}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
          <DeletedItems
            deleted={deleted.filter((d) => d.collection === collection.name)}
            onRestored={(item) => {
              void loadDeleted();
              void onChanged().then(() => onOpen(itemAddress(item.collection, item.slug)));
            }}
          />
        </div>
      ))}
      {creating && (
        <NewItemDialog
          editor={editor}
          collection={creating}
          onClose={() => setCreating(undefined)}
          onCreated={(address) => void onChanged().then(() => onOpen(address))}
        />
      )}
      {deleting && (
        <DeleteItemDialog
          {...deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={(item) => {
            editor.setStatus(`Deleted ${item.path}: “Put back” under ${item.collection} restores it.`);
            void loadDeleted();
            if (current === itemAddress(item.collection, item.slug)) onOpen("");
            void onChanged();
          }}
        />
      )}
    </nav>
  );
}
