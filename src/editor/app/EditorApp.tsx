import { Box, Grid, Heading, Spinner, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ContentResponse, EditorDiagnostic } from "../shared/api";
import { api } from "./api";
import { FileEditor } from "./FileEditor";
import { itemAtProblem } from "./items/itemAtProblem";
import { asksBeforeLeaving } from "./items/leavingItem";
import { LeaveItemDialog } from "./items/LeaveItemDialog";
import { parseItemAddress } from "./itemAddress";
import { ItemEditor } from "./ItemEditor";
import { PageEditor } from "./PageEditor";
import { SaveProblemsDialog } from "./SaveProblemsDialog";
import { saveProblems } from "./saveProblems";
import { SearchDialog } from "./search/SearchDialog";
import { requestFocus } from "./search/focusRequest";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useEditor } from "./useEditor";
import { useHashPath } from "./useHashPath";
import { useShortcuts } from "./useShortcuts";

export function EditorApp() {
  const editor = useEditor();
  const ready = editor && !("error" in editor) ? editor : undefined;
  const [leaving, setLeaving] = useState<() => void>();
  // the browser's Back, Forward or a typed address leaving an item with unsaved changes asks as a link does
  const [path, go] = useHashPath((next, current, follow) => {
    if (!ready || !asksBeforeLeaving(ready.store, current, next)) return false;
    setLeaving(() => follow);
    return true;
  });
  // a save that leaves problems (in the file, or brought to other files) is made only once confirmed (the build
  // stops on them)
  const [confirming, setConfirming] = useState<{ path: string; problems: EditorDiagnostic[] }>();
  const [searching, setSearching] = useState(false);
  const [content, setContent] = useState<ContentResponse>();
  const loadContent = useCallback(
    () =>
      api
        .content()
        .then(setContent)
        .catch(() => undefined),
    [],
  );
  useEffect(() => void loadContent(), [loadContent]);
  const collectionNames = useMemo(() => content?.collections.map((c) => c.name) ?? [], [content]);
  const openItem = parseItemAddress(path);
  // Ctrl/Cmd+S on an item saves it (the item's editor keeps its own unsaved state); true once it is saved
  const saveItem = useRef<() => Promise<boolean>>(undefined);
  const itemSchema = openItem && content?.collections.find((c) => c.name === openItem.collection)?.schema;
  const requestSave = useCallback(
    (file: string) => {
      if (!ready) return;
      if (parseItemAddress(file)) return void saveItem.current?.();
      void saveProblems(ready.store, file, ready.diagnostics).then((problems) => {
        if (problems.length > 0) setConfirming({ path: file, problems });
        else void ready.save(file);
      });
    },
    [ready],
  );
  const shortcuts = useMemo(
    () => ({
      save: () => (parseItemAddress(path) ? void saveItem.current?.() : path && requestSave(path)),
      undo: () => path && ready?.store.undo(path),
      redo: () => path && ready?.store.redo(path),
      search: () => ready && setSearching(true),
    }),
    [path, ready, requestSave],
  );
  useShortcuts(shortcuts);
  // leaving an item with unsaved changes inside the editor asks once (save, keep as a draft, or stay); pages do not
  const leave = useCallback(
    (next: string | undefined, goThere: () => void) => {
      if (ready && asksBeforeLeaving(ready.store, path, next)) setLeaving(() => goThere);
      else goThere();
    },
    [ready, path],
  );
  const open = useCallback((next: string | undefined) => leave(next, () => go(next)), [leave, go]);

  // a problem in an item's file (the site's list) opens the item at its place, not the start screen
  const openFile = useCallback(
    (file: string, problem?: EditorDiagnostic) => {
      const address = itemAtProblem(content, file, problem);
      if (!address) return open(file);
      leave(address, () => {
        // a list file's entry: its pointer inside the item's own form
        const pointer = (problem?.pointer ?? "").replace(/^\/items\/\d+(?=\/|$)/, "");
        if (problem) requestFocus({ path: address, pointer, line: problem.line });
        go(address);
      });
    },
    [content, go, open, leave],
  );

  if (editor && "error" in editor) return <Text p={6}>The editor could not load: {editor.error}</Text>;
  if (!ready) {
    return (
      <Box p={6} role="status">
        <Spinner size="sm" /> Loading configs…
      </Box>
    );
  }
  const info = ready.state.files.find((f) => f.path === path);
  return (
    <Grid templateRows="auto 1fr" templateColumns="260px 1fr" h="100vh" data-editor-ready="">
      <TopBar
        editor={ready}
        path={info || openItem ? path : undefined}
        onSave={requestSave}
        onSearch={() => setSearching(true)}
      />
      <Sidebar editor={ready} current={path} onOpen={openFile} content={content} onContentChanged={loadContent} />
      <Box as="main" overflow="hidden" minW={0}>
        {openItem && itemSchema ? (
          <ItemEditor
            key={path}
            editor={ready}
            collection={openItem.collection}
            slug={openItem.slug}
            schema={itemSchema}
            onOpen={open}
            onSaved={() => void loadContent()}
            saveRef={saveItem}
          />
        ) : !info ? (
          <Box p={8}>
            <Heading as="h1" size="lg">
              Edit pages visually
            </Heading>
            <Text mt={2} color="fg.muted">
              Choose a page on the left, or create one. Changes are kept as drafts until you save (Ctrl+S).
            </Text>
          </Box>
        ) : info.kind === "page" || info.kind === "not-found" || info.kind === "section" ? (
          <PageEditor key={info.path} editor={ready} info={info} onOpen={go} collections={collectionNames} />
        ) : (
          <FileEditor key={info.path} editor={ready} info={info} />
        )}
      </Box>
      {searching && <SearchDialog editor={ready} onOpen={open} onClose={() => setSearching(false)} />}
      {confirming && (
        <SaveProblemsDialog
          path={confirming.path}
          problems={confirming.problems}
          onSave={() => void ready.save(confirming.path)}
          onClose={() => setConfirming(undefined)}
        />
      )}
      {leaving && openItem && (
        <LeaveItemDialog
          name={`${openItem.collection}: ${openItem.slug}`}
          onStay={() => setLeaving(undefined)}
          onKeep={() => {
            setLeaving(undefined);
            leaving();
          }}
          onSave={() => {
            setLeaving(undefined);
            // saved: on to where the person was going; not saved (problems asked about, a conflict): they stay
            void saveItem.current?.().then((saved) => saved && leaving());
          }}
        />
      )}
    </Grid>
  );
}
