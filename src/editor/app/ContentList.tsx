import { Button, Heading, HStack, Link, List, Text } from "@chakra-ui/react";
import type { ContentResponse } from "../shared/api";
import { api } from "./api";
import { itemAddress } from "./itemAddress";

/** The site's collections and their items in the sidebar, each with "New item" (its slug comes from its title). */
export function ContentList({
  content,
  current,
  onOpen,
  onChanged,
}: {
  content: ContentResponse;
  current?: string;
  onOpen: (address: string) => void;
  onChanged: () => Promise<unknown>;
}) {
  if (content.collections.length === 0) return null;
  const create = async (collection: string) => {
    const title = window.prompt(`Title of the new item of ${collection}`);
    if (!title?.trim()) return;
    try {
      const made = await api.newItem({ collection, title });
      await onChanged();
      onOpen(itemAddress(collection, made.slug));
    } catch (error) {
      window.alert((error as Error).message);
    }
  };
  return (
    <nav aria-label="Content">
      {content.collections.map((collection) => (
        <div key={collection.name} data-collection={collection.name}>
          <HStack mt={4} mb={2} justify="space-between">
            <Heading as="h2" size="sm">
              {collection.name}
            </Heading>
            <Button size="xs" onClick={() => void create(collection.name)}>
              New item
            </Button>
          </HStack>
          <List.Root listStyleType="none" gap={0.5}>
            {collection.items.map((item) => {
              const address = itemAddress(collection.name, item.slug);
              return (
                <List.Item key={item.slug}>
                  <Link
                    href={`#${address}`}
                    aria-current={address === current ? "page" : undefined}
                    display="block"
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
                    <Text as="span" fontFamily="mono" fontSize="sm" display="block">
                      {item.slug}
                      {item.draft ? " (draft)" : ""}
                    </Text>
                    {item.title && (
                      <Text as="span" fontSize="xs" color="fg.muted" display="block" truncate>
                        {item.title}
                      </Text>
                    )}
                  </Link>
                </List.Item>
              );
            })}
          </List.Root>
        </div>
      ))}
    </nav>
  );
}
