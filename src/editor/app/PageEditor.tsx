import { Box, Button, Grid, Heading, HStack, Text } from "@chakra-ui/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Block, PageConfig } from "../../generated/config-types";
import type { BlockSchemaInfo, FileInfo } from "../shared/api";
import { BlockOutline } from "./BlockOutline";
import { ConflictBanner } from "./ConflictBanner";
import { ListSourceSwitch } from "./ListSourceSwitch";
import { ConfigForm } from "./form/ConfigForm";
import type { EditorFormContext } from "./form/formContext";
import { NewPageDialog } from "./NewPageDialog";
import { PaletteStrip } from "./PaletteStrip";
import { PreviewFrame, type PreviewDropTarget } from "./PreviewFrame";
import { announceNewBlock } from "./focusBlockRow";
import { previewMessage } from "./previewData";
import { ProblemList } from "./ProblemList";
import type { Editor } from "./useEditor";
import { fieldId, focusField, onFocusRequest, takeFocusRequest } from "./search/focusRequest";
import { useBlockClipboard } from "./useBlockClipboard";
import { useFormContext } from "./useFormContext";
import { pictureLayoutOf } from "../../engine/pictures/findPictures";
import { isRecord } from "../../engine/isRecord";
import { insertBlock, problemsByBlock } from "./canvasEdits";
import { usePreviewCanvas } from "./usePreviewCanvas";
import { detachAt, sectionFileFor } from "./sections/detachSection";
import { sectionUseSchema } from "./sections/sectionUseSchema";
import { blockAt, replaceAt } from "./outline/moveBlocks";
import { LinkedSectionPanel } from "./sections/LinkedSectionPanel";
import { NestedSectionUseForm } from "./sections/NestedSectionUseForm";
import { SectionFileNotice } from "./sections/SectionFileNotice";
import { useSectionUses } from "./sections/useSectionUses";

/**
 * One page: its SEO fields, its blocks (add, remove, duplicate, reorder), the selected block's fields and a live
 * preview. A linked section's file (sections/<name>.json) is edited here too: its blocks, without SEO, with a
 * notice of every page it reaches.
 */
function PageEditorView({
  editor,
  info,
  onOpen,
  collections,
}: {
  editor: Editor;
  info: FileInfo;
  onOpen: (path: string | undefined) => void;
  /** The site's collections, by name: a block's list may be taken from one. */
  collections: readonly string[];
}) {
  const { store } = editor;
  const path = info.path;
  const isSection = info.kind === "section";
  // a section file is previewed on its own, as the home page's language shows it
  const route = info.route ?? "/";
  const [selected, setSelected] = useState(0);
  // the block inside a block chosen in the outline: a linked section's use there shows its panel too
  const [child, setChild] = useState<{ index: number; pointer: string }>();
  const [duplicating, setDuplicating] = useState(false);
  useEffect(() => void editor.open(path).catch((e: Error) => editor.setStatus(e.message)), [editor, path]);
  const doc = store.get(path);
  const page = doc?.value as PageConfig | undefined;
  const context: EditorFormContext = useFormContext(editor, path, page);
  const pageDiagnostics = useMemo(() => editor.diagnostics.filter((d) => d.path === path), [editor.diagnostics, path]);
  const blockProblems = useMemo(() => problemsByBlock(pageDiagnostics), [pageDiagnostics]);
  // the selected block's pictures are shown as large as it draws them (a team's photos as 64 px circles …)
  const shownBlock = Array.isArray(page?.blocks) ? page.blocks[Math.min(selected, page.blocks.length - 1)] : undefined;
  const pictureLayout = isRecord(shownBlock) ? pictureLayoutOf(shownBlock) : undefined;
  const blockContext = useMemo(() => ({ ...context, pictureLayout }), [context, pictureLayout]);

  // the handlers read the page from the store when called, so they stay the same while typing and the forms,
  // memoised, do not re-render for a new handler on every keystroke
  const update = useCallback(
    (change: (page: PageConfig) => PageConfig, key = "") => {
      const current = store.get(path)?.value as PageConfig | undefined;
      if (current) store.edit(path, change(current), key);
    },
    [store, path],
  );
  const setBlocks = useCallback((blocks: Block[], key = "") => update((page) => ({ ...page, blocks }), key), [update]);
  const blocksNow = useCallback(() => (store.get(path)?.value as PageConfig | undefined)?.blocks ?? [], [store, path]);
  const onSeo = useCallback(
    (seo: unknown, key: string) => update((page) => ({ ...page, seo: seo as PageConfig["seo"] }), `seo:${key}`),
    [update],
  );
  // a section file's inputs: a file without them stays without them until one is added
  const onInputs = useCallback(
    (inputs: unknown, key: string) =>
      update((page) => {
        const none = inputs === undefined || (isRecord(inputs) && Object.keys(inputs).length === 0);
        return none && !("inputs" in page) ? page : ({ ...page, inputs } as PageConfig);
      }, `inputs:${key}`),
    [update],
  );
  const onPreview = usePreviewCanvas({ update, select: setSelected });
  const dropTarget = useRef<PreviewDropTarget>(null);
  // a block type dropped on the preview (gap) or clicked in the strip (after the selected block)
  const insertType = useCallback(
    (type: BlockSchemaInfo, gap: number | undefined) => {
      const current = store.get(path)?.value as PageConfig | undefined;
      if (!current || !Array.isArray(current.blocks)) return;
      const count = current.blocks.length;
      const at = gap ?? Math.min(selected + 1, count);
      update((page) => ({
        ...page,
        blocks: insertBlock(page.blocks, at, structuredClone(type.example) as unknown as Block),
      }));
      setSelected(at);
      announceNewBlock(editor.setStatus, at, count + 1, type.title);
    },
    [store, path, selected, update, editor.setStatus],
  );
  const shownIndex = Array.isArray(page?.blocks) ? Math.min(selected, page.blocks.length - 1) : 0;
  const nestedUse =
    child && child.index === shownIndex && Array.isArray(page?.blocks)
      ? blockAt(page.blocks, `/blocks/${child.index}${child.pointer}`)
      : undefined;
  const nestedSection = isRecord(nestedUse) && nestedUse.type === "section" ? nestedUse : undefined;
  // asked only where shown: a section's file, or a page whose selected block is (or holds) a linked section's use
  const sectionUses = useSectionUses(
    editor,
    isSection || (isRecord(shownBlock) && shownBlock.type === "section") || nestedSection !== undefined,
  );
  // a linked section's use replaced, in place, by the blocks it shows: one undo step (an edit of its own)
  const detach = useCallback(
    (at: number, shown: Block[]) => {
      update((page) => ({ ...page, blocks: detachAt(page.blocks, at, shown) }));
      setSelected(at);
    },
    [update],
  );
  // a use inside a block (a column, a group): its blocks go in its list, in sequence
  const detachInside = useCallback(
    (pointer: string, shown: Block[]) =>
      update((page) => ({ ...page, blocks: replaceAt(page.blocks, pointer, shown) })),
    [update],
  );
  // a use inside a block edited in its own form: written at its place, an undo step per field as the block's are
  const onNestedUse = useCallback(
    (use: unknown, key: string) => {
      if (!child) return;
      update(
        (page) => ({ ...page, blocks: replaceAt(page.blocks, `/blocks/${child.index}${child.pointer}`, [use]) }),
        `use${child.index}${child.pointer}:${key}`,
      );
    },
    [update, child],
  );
  const onBlock = useCallback(
    (block: unknown, key: string) =>
      update((page) => {
        const blocks = [...page.blocks];
        blocks[selected] = block as Block;
        return { ...page, blocks };
      }, `block${selected}:${key}`),
    [update, selected],
  );

  // a search result on this page: select its block, then focus its field once the form is there
  useEffect(() => {
    const show = () => {
      const request = takeFocusRequest(path);
      if (!request) return;
      const block = /^\/blocks\/(\d+)(\/.*)?$/.exec(request.pointer);
      if (block) {
        setSelected(Number(block[1]));
        focusField(fieldId(`block${block[1]}`, block[2] ?? ""), () => document.querySelector("[data-block-form]"));
      } else if (request.pointer.startsWith("/seo")) {
        focusField(fieldId("seo", request.pointer.slice(4)));
      }
    };
    show();
    return onFocusRequest(show);
  }, [path]);

  useBlockClipboard({
    schemas: editor.schemas.blocks,
    selected: () => {
      const blocks = (store.get(path)?.value as PageConfig | undefined)?.blocks;
      if (!Array.isArray(blocks) || blocks.length === 0) return undefined;
      const index = Math.min(selected, blocks.length - 1);
      const title = editor.schemas.blocks.find((b) => b.type === blocks[index].type)?.title ?? blocks[index].type;
      return { block: blocks[index], index, title };
    },
    insert: (pasted) => {
      const current = store.get(path)?.value as PageConfig | undefined;
      if (!current || !Array.isArray(current.blocks)) return undefined;
      const at = current.blocks.length ? Math.min(selected, current.blocks.length - 1) + 1 : 0;
      setBlocks([...current.blocks.slice(0, at), ...pasted, ...current.blocks.slice(at)]);
      setSelected(at);
      return at;
    },
    setStatus: editor.setStatus,
  });

  if (!doc || !page) return <Text p={6}>Opening {path}…</Text>;
  if (!Array.isArray(page.blocks))
    return <Text p={6}>{path} cannot be read as a page. Fix it in a text editor (see the problems list).</Text>;
  const index = Math.min(selected, page.blocks.length - 1);
  const block = page.blocks[index];
  const blockSchema = editor.schemas.blocks.find((b) => b.type === block?.type);
  const sectionSchema = editor.schemas.blocks.find((b) => b.type === "section");
  // the file a section use shows, in this page's language: its declared inputs are the use's fields
  const fileOfUse = (use: Record<string, unknown>) =>
    sectionUses && typeof use.ref === "string" ? sectionFileFor(use.ref, route, sectionUses) : undefined;

  const remove = async () => {
    if (!window.confirm(`Delete the page ${info.route} (${path})? Links to it will show as problems.`)) return;
    await editor.remove(path);
    onOpen(undefined);
  };

  return (
    <Grid templateColumns="minmax(380px, 1fr) minmax(320px, 1fr)" h="full" minH={0}>
      <Box overflowY="auto" p={4} borderRightWidth="1px" data-page-editor="">
        <HStack justify="space-between" align="start" mb={3}>
          <Box minW={0}>
            <Heading as="h1" size="lg" fontFamily="mono">
              {isSection ? info.title : info.route}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {path}
              {doc.dirty ? " — unsaved changes" : ""}
            </Text>
          </Box>
          <HStack hidden={isSection}>
            <Button size="xs" variant="outline" onClick={() => setDuplicating(true)}>
              Duplicate page
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>
              Delete page
            </Button>
          </HStack>
        </HStack>
        <ConflictBanner editor={editor} doc={doc} />
        {isSection && <SectionFileNotice path={path} uses={sectionUses} />}
        <Box as="section" aria-labelledby="seo-heading" mb={4} hidden={isSection}>
          <Heading as="h2" id="seo-heading" size="md" mb={2}>
            Search and sharing (SEO)
          </Heading>
          {!isSection && (
            <ConfigForm
              idPrefix="seo"
              schema={editor.schemas.seo}
              value={page.seo}
              diagnostics={pageDiagnostics}
              pointer="/seo"
              context={context}
              onChange={onSeo}
            />
          )}
        </Box>
        {isSection && (
          <Box as="section" aria-labelledby="inputs-heading" mb={4} data-section-inputs="">
            <Heading as="h2" id="inputs-heading" size="md" mb={1}>
              What each use gives (inputs)
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb={2}>
              A name written {"{input.<name>}"} in this section's texts is filled, on each page, with the value its use
              gives. Each use's form then has a field for it.
            </Text>
            <ConfigForm
              idPrefix="inputs"
              schema={editor.schemas.sectionInputs}
              value={(page as unknown as { inputs?: unknown }).inputs}
              diagnostics={pageDiagnostics}
              pointer="/inputs"
              context={context}
              onChange={onInputs}
            />
          </Box>
        )}
        <BlockOutline
          editor={editor}
          blocks={page.blocks}
          blocksNow={blocksNow}
          selected={index}
          onSelect={setSelected}
          onChange={setBlocks}
          onChild={setChild}
          problems={blockProblems}
        />
        {block && (
          <Box as="section" aria-labelledby="block-heading" mt={4} data-block-form={index}>
            <Heading as="h2" id="block-heading" size="md" mb={1}>
              Block {index + 1}: {blockSchema?.title ?? block.type}
            </Heading>
            {nestedSection && child && (
              <LinkedSectionPanel
                editor={editor}
                use={nestedSection}
                index={index}
                place={`the section inside block ${index + 1}`}
                route={route}
                uses={sectionUses}
                onOpen={onOpen}
                onDetach={(shown) => detachInside(`/blocks/${index}${child.pointer}`, shown)}
              />
            )}
            {nestedSection && child && sectionSchema && (
              <NestedSectionUseForm
                use={nestedSection}
                pointer={`/blocks/${index}${child.pointer}`}
                sectionSchema={sectionSchema}
                declared={fileOfUse(nestedSection)?.inputs}
                diagnostics={pageDiagnostics}
                context={blockContext}
                onChange={onNestedUse}
              />
            )}
            {block.type === "section" && (
              <LinkedSectionPanel
                editor={editor}
                use={block as unknown as Record<string, unknown>}
                index={index}
                route={route}
                uses={sectionUses}
                onOpen={onOpen}
                onDetach={(shown) => detach(index, shown)}
              />
            )}
            {blockSchema ? (
              <>
                <Text fontSize="sm" color="fg.muted" mb={3}>
                  {blockSchema.description}
                </Text>
                <ListSourceSwitch
                  idPrefix={`block${index}`}
                  block={block as unknown as Record<string, unknown>}
                  listProperties={blockSchema.listProperties}
                  collections={collections}
                  onChange={onBlock}
                />
                <ConfigForm
                  key={`${index}:${block.type}`}
                  idPrefix={`block${index}`}
                  schema={
                    block.type === "section"
                      ? sectionUseSchema(
                          blockSchema.schema,
                          fileOfUse(block as unknown as Record<string, unknown>)?.inputs,
                        )
                      : blockSchema.schema
                  }
                  value={block}
                  diagnostics={pageDiagnostics}
                  pointer={`/blocks/${index}`}
                  context={blockContext}
                  onChange={onBlock}
                />
              </>
            ) : (
              <Text color="fg.error">
                Unknown block type "{String(block.type)}": change it in a text editor or remove the block.
              </Text>
            )}
          </Box>
        )}
        <ProblemList editor={editor} onOpen={onOpen} only={path} />
        {duplicating && (
          <NewPageDialog
            editor={editor}
            open
            copyFrom={path}
            onClose={() => setDuplicating(false)}
            onCreated={onOpen}
          />
        )}
      </Box>
      <Box display="flex" flexDirection="column" h="full" minH={0}>
        <PaletteStrip types={editor.schemas.blocks} target={dropTarget} onInsert={insertType} />
        <Box flex="1" minH={0}>
          <PreviewFrame
            title={`Preview of ${isSection ? path : route}`}
            message={{
              // a page shows site.json's site-wide sections around its blocks, as built; a section file does not
              ...previewMessage(editor, page, path, route, false, index, isSection ? undefined : "page"),
              problems: blockProblems,
              editable: true,
            }}
            onReply={onPreview}
            dropTarget={dropTarget}
          />
        </Box>
      </Box>
    </Grid>
  );
}

/** Renders again only when the editor changed (see useEditor) or its other props did. */
export const PageEditor = memo(PageEditorView);
