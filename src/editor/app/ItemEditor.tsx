import { Box, Button, Grid, Heading, HStack, Link, List, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type RefObject } from "react";
import type { Block } from "../../generated/config-types";
import type { EditorDiagnostic, ItemCheckResponse, JsonSchema } from "../shared/api";
import { api } from "./api";
import { ConfigForm } from "./form/ConfigForm";
import { BrokenItemEditor } from "./items/BrokenItemEditor";
import { ItemBodyField } from "./items/ItemBodyField";
import { ItemConflictBanner } from "./items/ItemConflictBanner";
import { itemPageProblems } from "./items/pageProblems";
import type { ItemValue } from "./items/itemDocument";
import { useItemDocument } from "./items/useItemDocument";
import { useItemFocus } from "./items/useItemFocus";
import { itemAddress } from "./itemAddress";
import { PreviewFrame } from "./PreviewFrame";
import { SaveProblemsDialog } from "./SaveProblemsDialog";
import type { Editor } from "./useEditor";
import { useItemFormContext } from "./useFormContext";

/**
 * One item of a site's collection: a form from the collection's own schema, a Markdown item's text as text, the
 * CLI's messages under the fields, the preview of the page its template makes, and where the item is used.
 * Saving changes only what was changed in its file (src/editor/server/contentApi.ts); the item is a document of
 * the editor's store (undo, redo, drafts, the top bar's Save: items/useItemDocument.ts).
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
  /** Set to this item's save, for Ctrl/Cmd+S and leaving it: true once saved (false when it asks or fails). */
  saveRef: RefObject<(() => Promise<boolean>) | undefined>;
}) {
  const { address, item, error, doc, save, reread } = useItemDocument(editor, collection, slug, onSaved);
  const current = doc?.value as ItemValue | undefined;
  const value = current?.value;
  const body = current?.body;
  const [checked, setChecked] = useState<ItemCheckResponse>({ diagnostics: [] });
  const [asking, setAsking] = useState<EditorDiagnostic[]>();
  const context = useItemFormContext(editor, address, value);
  const { store } = editor;

  // the CLI's check and the template's page, on what would be saved, a moment after the last change
  useEffect(() => {
    if (!item || item.broken || !value) return;
    const timer = setTimeout(() => {
      api
        .checkItem({ collection, slug, value, ...(body !== undefined ? { body } : {}) })
        .then(setChecked)
        .catch((e: Error) => editor.setStatus(e.message));
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setStatus is the editor's, the same each time
  }, [item, collection, slug, value, body]);

  const onChange = useCallback(
    (next: unknown, fieldId: string) => {
      const now = store.get(address)?.value as ItemValue | undefined;
      if (now) store.edit(address, { ...now, value: next as Record<string, unknown> }, fieldId);
    },
    [store, address],
  );
  const onBody = useCallback(
    (text: string) => {
      const now = store.get(address)?.value as ItemValue | undefined;
      if (now) store.edit(address, { ...now, body: text }, "body");
    },
    [store, address],
  );

  // saving an item with problems asks once, as a page does; the check is made on what is saved, not a stale one
  const requestSave = async (): Promise<boolean> => {
    const mine = store.get(address)?.value as ItemValue | undefined;
    if (!mine || !store.get(address)?.dirty) return !store.get(address)?.dirty;
    const result = await api
      .checkItem({ collection, slug, value: mine.value, ...(mine.body !== undefined ? { body: mine.body } : {}) })
      .catch(() => undefined);
    if (result) setChecked(result);
    // its own problems, and those the change brings to other files (a link to its page or a heading it removes)
    const problems = result ? [...result.diagnostics, ...(result.elsewhere ?? [])] : [];
    if (problems.length > 0) {
      setAsking(problems);
      return false;
    }
    return save();
  };
  saveRef.current = requestSave;

  useItemFocus(address, Boolean(item && !item.broken && doc), checked.bodyLine ?? item?.bodyLine);

  if (item?.broken) {
    return (
      <BrokenItemEditor
        key={item.hash}
        editor={editor}
        item={{ ...item, broken: item.broken }}
        onFixed={reread}
        saveRef={saveRef}
      />
    );
  }
  if (!item || !doc || !value) return <Text p={6}>{error ?? `Opening ${collection}/${slug}…`}</Text>;
  const diagnostics: EditorDiagnostic[] = checked.diagnostics;
  // problems the fields do not show: the whole file's, and a template's that names this item; the body's are under it
  const bodyProblems = diagnostics.filter((d) => d.pointer === "/body");
  const otherProblems = diagnostics.filter((d) => d.pointer === undefined);
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
            {doc.dirty ? " — unsaved changes" : ""}
          </Text>
          <Button size="xs" onClick={() => void requestSave()} disabled={!doc.dirty}>
            Save item
          </Button>
        </HStack>
        <ItemConflictBanner editor={editor} doc={doc} onKeepMine={() => void save(true)} />
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
          <ItemBodyField
            body={body}
            bodyLine={checked.bodyLine ?? item.bodyLine}
            problems={bodyProblems}
            onChange={onBody}
          />
        )}
        {otherProblems.length > 0 && (
          <List.Root mt={2} data-item-problems="">
            {otherProblems.map((d) => (
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
      {asking && (
        <SaveProblemsDialog
          path={item.path}
          problems={asking}
          onSave={() => void save()}
          onClose={() => setAsking(undefined)}
        />
      )}
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
            // the item's problems at their places in its page, marked as a page's are (the preview only shows)
            problems: itemPageProblems(diagnostics),
          }}
        />
      )}
    </Grid>
  );
}
