import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import { memo, useCallback, useEffect, useMemo } from "react";
import type { PageConfig } from "../../generated/config-types";
import type { FileInfo, JsonSchema } from "../shared/api";
import { ConflictBanner } from "./ConflictBanner";
import { ConfigForm } from "./form/ConfigForm";
import { PreviewFrame } from "./PreviewFrame";
import { previewMessage } from "./previewData";
import { ProblemList } from "./ProblemList";
import type { Editor } from "./useEditor";
import { fieldId, focusField, onFocusRequest, takeFocusRequest } from "./search/focusRequest";
import { useFormContext } from "./useFormContext";

/** Site settings or a data collection: one form from its schema; site settings preview the home page with header and footer. */
function FileEditorView({ editor, info }: { editor: Editor; info: FileInfo }) {
  const { store } = editor;
  const path = info.path;
  useEffect(() => void editor.open(path).catch((e: Error) => editor.setStatus(e.message)), [editor, path]);
  const doc = store.get(path);
  const context = useFormContext(editor, path, doc?.value);
  const diagnostics = useMemo(() => editor.diagnostics.filter((d) => d.path === path), [editor.diagnostics, path]);
  const onChange = useCallback((value: unknown, key: string) => store.edit(path, value, key), [store, path]);
  const home = editor.store.get("pages/index.json")?.value as PageConfig | undefined;
  // a search result in this file: focus its field once the form is there
  useEffect(() => {
    const show = () => {
      const request = takeFocusRequest(path);
      if (request) focusField(fieldId("file", request.pointer));
    };
    show();
    return onFocusRequest(show);
  }, [path]);
  useEffect(
    () => void (info.kind === "site" && editor.open("pages/index.json").catch(() => undefined)),
    [editor, info.kind],
  );

  const schema: JsonSchema | undefined = info.kind === "site" ? editor.schemas.site : undefined;
  if (!doc) return <Text p={6}>Opening {path}…</Text>;
  const heading = info.kind === "site" ? "Site settings" : `Not-found page ${info.route}`;
  const preview =
    info.kind === "site" && home ? (
      <PreviewFrame
        title="Preview of / with site settings"
        message={previewMessage(editor, home, "pages/index.json", "/", true, undefined, "page")}
      />
    ) : null;
  return (
    <Grid templateColumns={preview ? "minmax(380px, 1fr) minmax(320px, 1fr)" : "1fr"} h="full" minH={0}>
      <Box overflowY="auto" p={4} borderRightWidth="1px">
        <Heading as="h1" size="lg" mb={1}>
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb={3}>
          {path}
          {doc.dirty ? " — unsaved changes" : ""}
        </Text>
        <ConflictBanner editor={editor} doc={doc} />
        {schema ? (
          <ConfigForm
            idPrefix="file"
            schema={schema}
            value={doc.value}
            diagnostics={diagnostics}
            pointer=""
            context={context}
            onChange={onChange}
          />
        ) : (
          <Text color="fg.error">There is no schema for {path}.</Text>
        )}
        <ProblemList editor={editor} onOpen={(p) => (location.hash = p)} only={path} />
      </Box>
      {preview}
    </Grid>
  );
}

/** Renders again only when the editor changed (see useEditor) or its other props did. */
export const FileEditor = memo(FileEditorView);
