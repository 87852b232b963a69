import { Box, Grid, Heading, Spinner, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { FileEditor } from "./FileEditor";
import { PageEditor } from "./PageEditor";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useEditor } from "./useEditor";
import { useHashPath } from "./useHashPath";
import { useShortcuts } from "./useShortcuts";

export function EditorApp() {
  const editor = useEditor();
  const [path, go] = useHashPath();
  const ready = editor && !("error" in editor) ? editor : undefined;
  const shortcuts = useMemo(
    () => ({
      save: () => path && ready && void ready.save(path),
      undo: () => path && ready?.store.undo(path),
      redo: () => path && ready?.store.redo(path),
    }),
    [path, ready],
  );
  useShortcuts(shortcuts);

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
      <TopBar editor={ready} path={info ? path : undefined} />
      <Sidebar editor={ready} current={path} onOpen={go} />
      <Box as="main" overflow="hidden" minW={0}>
        {!info ? (
          <Box p={8}>
            <Heading as="h1" size="lg">
              Edit pages visually
            </Heading>
            <Text mt={2} color="fg.muted">
              Choose a page on the left, or create one. Changes are kept as drafts until you save (Ctrl+S).
            </Text>
          </Box>
        ) : info.kind === "page" || info.kind === "not-found" ? (
          <PageEditor key={info.path} editor={ready} info={info} onOpen={go} />
        ) : (
          <FileEditor key={info.path} editor={ready} info={info} />
        )}
      </Box>
    </Grid>
  );
}
