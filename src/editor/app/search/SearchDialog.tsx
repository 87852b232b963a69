import { Box, Dialog, Input, Portal, Text } from "@chakra-ui/react";
import Fuse from "fuse.js";
import { useEffect, useMemo, useState } from "react";
import type { ItemTexts } from "../../shared/api";
import { api } from "../api";
import { itemAddress } from "../itemAddress";
import type { Editor } from "../useEditor";
import { requestFocus } from "./focusRequest";
import { itemSearchEntries, searchEntries, type SearchEntry } from "./searchIndex";

const MAX_RESULTS = 30;

/**
 * Search over every text of the site (pages, search settings, site settings, data items, the fields and Markdown text
 * of the collections' items), unsaved changes of files included.
 * Typing filters (fuzzy, so a typo still finds), arrows move, Enter or a click opens the file, selects the block and
 * focuses the field.
 */
export function SearchDialog({
  editor,
  onOpen,
  onClose,
}: {
  editor: Editor;
  onOpen: (path: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const files = editor.state.files;
  const [items, setItems] = useState<ItemTexts[]>([]);
  // every file is read once when the search opens (open files keep their unsaved text), and the collections' items
  useEffect(() => {
    let gone = false;
    void Promise.all([
      ...files.map((f) => editor.open(f.path).catch(() => undefined)),
      api.itemTexts().then(
        (answer) => !gone && setItems(answer.items),
        () => undefined,
      ),
    ]).then(() => !gone && setLoaded(true));
    return () => {
      gone = true;
    };
  }, [editor, files]);
  const fuse = useMemo(() => {
    if (!loaded) return undefined;
    const title = (type: string) => editor.schemas.blocks.find((b) => b.type === type)?.title ?? type;
    const entries = [
      ...files.flatMap((f) => searchEntries(f, editor.store.get(f.path)?.value, title)),
      ...items.flatMap((item) => itemSearchEntries(item, itemAddress(item.collection, item.slug))),
    ];
    return new Fuse(entries, { keys: ["text"], threshold: 0.3, ignoreLocation: true });
    // the index is built once per opening: the texts do not change while the dialog covers the editor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, files]);
  const results: SearchEntry[] = useMemo(
    () => (fuse && query.trim() ? fuse.search(query.trim(), { limit: MAX_RESULTS }).map((r) => r.item) : []),
    [fuse, query],
  );
  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    // inside a long text, the cursor goes to the words searched for (else to where the paragraph starts)
    const at = entry.offset === undefined ? -1 : entry.text.toLowerCase().indexOf(query.trim().toLowerCase());
    requestFocus({
      path: entry.path,
      pointer: entry.pointer,
      ...(entry.offset === undefined
        ? {}
        : { offset: entry.offset + Math.max(at, 0), length: at >= 0 ? query.trim().length : 0 }),
    });
    onClose();
    onOpen(entry.path);
  };
  const optionId = (i: number) => `search-result-${i}`;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Search the site</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Input
                role="combobox"
                aria-label="Search texts of pages, site settings, data and items"
                aria-expanded={results.length > 0}
                aria-controls="search-results"
                aria-autocomplete="list"
                aria-activedescendant={results.length ? optionId(active) : undefined}
                placeholder="Words from any page, setting, data or collection item"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown") setActive((a) => Math.min(a + 1, results.length - 1));
                  else if (event.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
                  else if (event.key === "Enter") choose(results[active]);
                  else return;
                  event.preventDefault();
                }}
              />
              <Text fontSize="sm" color="fg.muted" mt={2} role="status">
                {!loaded
                  ? "Reading every file…"
                  : query.trim()
                    ? `${results.length}${results.length === MAX_RESULTS ? "+" : ""} result${results.length === 1 ? "" : "s"}`
                    : ""}
              </Text>
              <Box
                as="ul"
                id="search-results"
                role="listbox"
                aria-label="Results"
                listStyleType="none"
                mt={1}
                maxH="60vh"
                overflowY="auto"
              >
                {results.map((entry, i) => (
                  <Box
                    as="li"
                    key={`${entry.path}#${entry.pointer}#${entry.offset ?? ""}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    data-search-result=""
                    px={2}
                    py={1}
                    rounded="md"
                    cursor="pointer"
                    bg={i === active ? "blue.100" : undefined}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => choose(entry)}
                  >
                    <Text fontSize="sm" lineClamp={2}>
                      {entry.text}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {entry.where}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
