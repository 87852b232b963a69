import { Box, Button, Heading, HStack, Link, List, Text } from "@chakra-ui/react";
import { memo, useMemo, useState } from "react";
import { fillPlaceholders, placeholderValues, type PlaceholderValues } from "../../engine/resolve/fillPlaceholders";
import type { SiteConfig } from "../../generated/config-types";
import type { ContentResponse, EditorDiagnostic, FileInfo } from "../shared/api";
import { ContentList } from "./ContentList";
import { HistoryButton } from "./history/HistoryButton";
import type { HistorySubject } from "./history/HistoryDialog";
import { parseItemAddress } from "./itemAddress";
import { NewPageDialog } from "./NewPageDialog";
import { ProblemList } from "./ProblemList";
import type { Editor } from "./useEditor";

/** Every page by address and title, site settings, data files, and the problems of the whole site. */
function SidebarView({
  editor,
  current,
  onOpen,
  content,
  onContentChanged,
}: {
  editor: Editor;
  current?: string;
  onOpen: (path: string, problem?: EditorDiagnostic) => void;
  /** The site's own collections (none for a site without collections/). */
  content?: ContentResponse;
  onContentChanged: () => Promise<unknown>;
}) {
  const [creating, setCreating] = useState(false);
  // the open item's file, for its history
  const openAddress = parseItemAddress(current);
  const openItemInfo = openAddress
    ? content?.collections
        .find((c) => c.name === openAddress.collection)
        ?.items.find((i) => i.slug === openAddress.slug)
    : undefined;
  const files = editor.state.files;
  const history: HistorySubject | undefined = openItemInfo
    ? { path: openItemInfo.path, item: { address: current!, slug: openItemInfo.slug } }
    : current && files.some((f) => f.path === current)
      ? { path: current }
      : undefined;
  const pages = useMemo(
    () => files.filter((f) => f.kind === "page").sort((a, b) => a.route!.localeCompare(b.route!)),
    [files],
  );
  const others = useMemo(() => files.filter((f) => f.kind !== "page"), [files]);
  // page titles as visitors read them: {product} and the other placeholders filled from the site settings
  const siteFile = files.find((f) => f.kind === "site")?.path;
  const site = siteFile ? (editor.store.get(siteFile)?.value as SiteConfig | undefined) : undefined;
  // a string, so the lists below re-render only when a placeholder's value changes, not on each site.json edit
  const placeholders = site?.support ? JSON.stringify(placeholderValues(site, new Date().getFullYear())) : "";
  // the lists re-render only when files, the open file or the set of unsaved files change, not on every keystroke
  const dirtyKey = editor.store
    .dirtyDocs()
    .map((d) => d.path)
    .join("\n");
  const lists = useMemo(() => {
    const dirtyPaths = new Set(dirtyKey.split("\n"));
    const values = placeholders ? (JSON.parse(placeholders) as PlaceholderValues) : undefined;
    const fill = (text?: string) => (text && values ? fillPlaceholders(text, values) : text);
    const entry = (file: FileInfo, label: string, detail?: string) => {
      const dirty = dirtyPaths.has(file.path);
      return (
        <List.Item key={file.path} contentVisibility="auto" containIntrinsicSize="auto 44px">
          <Link
            href={`#${file.path}`}
            aria-current={file.path === current ? "page" : undefined}
            display="block"
            px={2}
            py={1}
            rounded="md"
            bg={file.path === current ? "blue.100" : undefined}
            _hover={{ bg: "bg.muted", textDecoration: "none" }}
            onClick={(event) => {
              event.preventDefault();
              onOpen(file.path);
            }}
          >
            <Text as="span" fontFamily="mono" fontSize="sm" display="block">
              {label}
              {dirty ? " •" : ""}
              {dirty && (
                <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
                  {" "}
                  (unsaved)
                </span>
              )}
            </Text>
            {detail && (
              <Text as="span" fontSize="xs" color="fg.muted" display="block" truncate>
                {detail}
              </Text>
            )}
          </Link>
        </List.Item>
      );
    };
    return (
      <>
        <List.Root listStyleType="none" gap={0.5} data-page-list="">
          {pages.map((p) => entry(p, p.route!, fill(p.title)))}
        </List.Root>
        <Heading as="h2" size="sm" mt={4} mb={2}>
          Site and data
        </Heading>
        <List.Root listStyleType="none" gap={0.5}>
          {others.map((f) => entry(f, f.path, f.kind === "not-found" ? "Not-found page" : f.title))}
        </List.Root>
      </>
    );
  }, [pages, others, current, dirtyKey, onOpen, placeholders]);
  // the list shows only the diagnostics: it re-renders when they change, not when the editor object does (each keystroke)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const problemList = useMemo(() => <ProblemList editor={editor} onOpen={onOpen} />, [editor.diagnostics, onOpen]);
  return (
    <Box as="nav" aria-label="Config files" borderRightWidth="1px" overflowY="auto" p={3}>
      <Heading as="h2" size="sm" mb={2}>
        Pages
      </Heading>
      <HStack mb={2} gap={2} wrap="wrap">
        <Button size="xs" onClick={() => setCreating(true)}>
          New page
        </Button>
        <HistoryButton editor={editor} subject={history} />
      </HStack>
      {lists}
      {content && (
        <ContentList editor={editor} content={content} current={current} onOpen={onOpen} onChanged={onContentChanged} />
      )}
      {problemList}
      {creating && <NewPageDialog editor={editor} open onClose={() => setCreating(false)} onCreated={onOpen} />}
    </Box>
  );
}

/** Renders again only when the editor changed (see useEditor) or its other props did. */
export const Sidebar = memo(SidebarView);
