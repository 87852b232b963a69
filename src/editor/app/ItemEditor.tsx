import { Box, Button, Grid, Heading, HStack, Link, List, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { Block } from "../../generated/config-types";
import type { EditorDiagnostic, FileEvent, ItemCheckResponse, ItemResponse, JsonSchema } from "../shared/api";
import { api } from "./api";
import { readDraft, writeDraft } from "./drafts";
import { ConfigForm } from "./form/ConfigForm";
import { itemAddress } from "./itemAddress";
import { useItemRequests } from "./itemRequests";
import { PreviewFrame } from "./PreviewFrame";
import type { Editor } from "./useEditor";
import { useFormContext } from "./useFormContext";

/**
 * One item of a site's collection: a form from the collection's own schema, a Markdown item's text as text, the
 * CLI's messages under the fields, the preview of the page its template makes, and where the item is used.
 * Saving changes only what was changed in its file (src/editor/server/contentApi.ts).
 */
export function ItemEditor({
  editor,
  collection,
  slug,
  schema,
  onOpen,
  onSaved,
  saveRef,
}: {
  editor: Editor;
  collection: string;
  slug: string;
  schema: JsonSchema;
  onOpen: (address: string) => void;
  /** The item was written: the sidebar lists its new title. */
  onSaved: () => void;
  /** Set to this item's save, for Ctrl/Cmd+S. */
  saveRef: RefObject<(() => void) | undefined>;
}) {
  const [item, setItem] = useState<ItemResponse>();
  const [value, setValue] = useState<Record<string, unknown>>({});
  const [body, setBody] = useState<string>();
  const [checked, setChecked] = useState<ItemCheckResponse>({ diagnostics: [] });
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<string>();
  const address = itemAddress(collection, slug);
  const context = useFormContext(editor, address, value);
  const dir = editor.state.dir;

  // its file changed on disk: read again unless there is unsaved work (then saving is refused with the reason).
  // One stream per file, whatever the item's hash or unsaved state (each new stream would leave a moment
  // unheard), and once it listens the file is asked for its hash: a change made between reading the item and
  // the stream's start (or while it reconnects) sends no event of its own.
  const [reads, setReads] = useState(0);
  const shownFile = item?.path;
  const shown = useRef<{ hash?: string; dirty: boolean }>({ dirty: false });
  // while a save is on its way, the file's own event (our write) can come first: what is heard then is judged
  // once the save answers, against the hash it wrote
  const saving = useRef<{ heard?: string | null } | undefined>(undefined);
  const changedRef = useRef<(hash: string | null) => void>(() => {});
  useEffect(() => {
    shown.current = { hash: item?.hash, dirty };
  }, [item, dirty]);
  useEffect(() => {
    if (!shownFile) return;
    const changed = (hash: string | null) => {
      if (saving.current) {
        saving.current.heard = hash;
        return;
      }
      if (hash === shown.current.hash) return;
      if (shown.current.dirty) setStatus(`${shownFile} was changed on disk since you opened it`);
      else setReads((n) => n + 1);
    };
    changedRef.current = changed;
    const events = new EventSource("/api/events");
    events.onmessage = (message) => {
      const event = JSON.parse(message.data as string) as FileEvent;
      if (event.path === shownFile) changed(event.hash);
    };
    events.onopen = () =>
      void api.item(collection, slug).then(
        (read) => read.path === shownFile && changed(read.hash),
        () => changed(null),
      );
    return () => events.close();
  }, [shownFile, collection, slug]);

  useEffect(() => {
    let live = true;
    api
      .item(collection, slug)
      .then((read) => {
        if (!live) return;
        // unsaved work on this item, kept in the browser, comes back while the file is as it was
        const draft = readDraft(dir, address);
        const kept =
          draft?.baseHash === read.hash
            ? (draft.value as { value: Record<string, unknown>; body?: string })
            : undefined;
        setItem(read);
        setValue(kept?.value ?? read.value);
        setBody(kept ? kept.body : read.body);
        setDirty(kept !== undefined);
      })
      .catch((error: Error) => setStatus(error.message));
    return () => void (live = false);
  }, [collection, slug, dir, address, reads]);

  useEffect(() => {
    if (item && dirty) writeDraft(dir, address, { value: { value, body }, baseHash: item.hash });
  }, [item, dirty, dir, address, value, body]);

  // the CLI's check and the template's page, on what would be saved, a moment after the last change
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => {
      api
        .checkItem({ collection, slug, value, ...(body !== undefined ? { body } : {}) })
        .then(setChecked)
        .catch((error: Error) => setStatus(error.message));
    }, 250);
    return () => clearTimeout(timer);
  }, [item, collection, slug, value, body]);

  const onChange = useCallback((next: unknown) => {
    setValue(next as Record<string, unknown>);
    setDirty(true);
  }, []);
  // a search hit opens the item at its field or words; a version from its history becomes unsaved changes
  useItemRequests(address, item !== undefined, (restored) => {
    onChange(restored.value);
    if (restored.body !== undefined) setBody(restored.body);
  });

  const save = async () => {
    if (!item) return;
    saving.current = {};
    try {
      const saved = await api.saveItem({
        collection,
        slug,
        value,
        baseHash: item.hash,
        ...(body !== undefined ? { body } : {}),
      });
      shown.current = { hash: saved.hash, dirty: false };
      setItem({ ...item, hash: saved.hash, value, ...(body !== undefined ? { body } : {}) });
      setDirty(false);
      writeDraft(dir, address, undefined);
      setStatus(`Saved ${item.path}`);
      onSaved();
    } catch (error) {
      setStatus((error as Error).message);
    } finally {
      const heard = saving.current?.heard;
      saving.current = undefined;
      if (heard !== undefined) changedRef.current(heard);
    }
  };

  saveRef.current = () => void (dirty && save());

  if (!item) return <Text p={6}>{status ?? `Opening ${collection}/${slug}…`}</Text>;
  const diagnostics: EditorDiagnostic[] = checked.diagnostics;
  // problems the fields do not show: the body's, the whole file's, and a template's that names this item
  const bodyProblems = diagnostics.filter((d) => d.pointer === undefined || d.pointer === "/body");
  const { uses } = item;
  return (
    <Grid templateColumns={checked.page ? "minmax(380px, 1fr) minmax(320px, 1fr)" : "1fr"} h="full" minH={0}>
      <Box overflowY="auto" p={4} borderRightWidth="1px" data-item-editor="">
        <Heading as="h1" size="lg" mb={1}>
          {collection}: {slug}
        </Heading>
        <HStack mb={3} gap={3}>
          <Text fontSize="sm" color="fg.muted">
            {item.path}
            {dirty ? " — unsaved changes" : ""}
          </Text>
          <Button size="xs" onClick={() => void save()} disabled={!dirty}>
            Save item
          </Button>
        </HStack>
        {status && (
          <Text fontSize="sm" mb={2} role="status">
            {status}
          </Text>
        )}
        <ConfigForm
          idPrefix="item"
          schema={schema}
          value={value}
          diagnostics={diagnostics}
          pointer=""
          context={context}
          onChange={onChange}
        />
        {body !== undefined && (
          <Box mt={4}>
            <label htmlFor="item-body">
              <Text fontWeight="semibold" mb={1}>
                Text (Markdown)
              </Text>
            </label>
            <Textarea
              id="item-body"
              fontFamily="mono"
              rows={16}
              value={body}
              onChange={(event) => {
                setBody(event.target.value);
                setDirty(true);
              }}
            />
          </Box>
        )}
        {bodyProblems.length > 0 && (
          <List.Root mt={2} data-item-problems="">
            {bodyProblems.map((d) => (
              <List.Item key={`${d.line}:${d.column}:${d.code}`} color="fg.error" fontSize="sm">
                {d.path}:{d.line}:{d.column} {d.message} {d.hint}
              </List.Item>
            ))}
          </List.Root>
        )}
        <Heading as="h2" size="sm" mt={6} mb={2}>
          Where it is used
        </Heading>
        <List.Root fontSize="sm" data-item-uses="">
          {uses.page && <List.Item>Its page: {uses.page}</List.Item>}
          {uses.lists.map((list) => (
            <List.Item key={list.path}>
              Listed on{" "}
              <Link href={`#${list.path}`} onClick={(e) => (e.preventDefault(), onOpen(list.path))}>
                {list.route}
              </Link>
            </List.Item>
          ))}
          {uses.items.map((other) => (
            <List.Item key={`${other.collection}/${other.slug}`}>
              Named by{" "}
              <Link
                href={`#${itemAddress(other.collection, other.slug)}`}
                onClick={(e) => (e.preventDefault(), onOpen(itemAddress(other.collection, other.slug)))}
              >
                {other.collection}: {other.slug}
              </Link>
            </List.Item>
          ))}
          {!uses.page && uses.lists.length === 0 && uses.items.length === 0 && <List.Item>Nowhere yet.</List.Item>}
        </List.Root>
      </Box>
      {checked.page && (
        <PreviewFrame
          title={`Preview of ${checked.page.route}`}
          message={{
            kind: "render",
            blocks: checked.page.blocks as Block[],
            drafts: {},
            file: item.path,
            route: checked.page.route,
            shell: true,
          }}
        />
      )}
    </Grid>
  );
}
