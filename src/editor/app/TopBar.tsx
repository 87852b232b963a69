import { Button, HStack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Redo2, Save, Search, TriangleAlert, Undo2 } from "lucide-react";
import { problemCount } from "./SaveProblemsDialog";
import { unsavedText } from "./unsavedText";
import type { Editor } from "./useEditor";

/** Save, undo and redo for the open file, its problem count, and the last status message. */
function TopBarView({
  editor,
  path,
  onSave,
  onSearch,
}: {
  editor: Editor;
  path?: string;
  onSave: (path: string) => void;
  onSearch: () => void;
}) {
  const doc = path ? editor.store.get(path) : undefined;
  const unsaved = editor.store.dirtyDocs().map((d) => d.path);
  const problems = path ? editor.diagnostics.filter((d) => d.path === path).length : 0;
  return (
    <HStack as="header" gridColumn="1 / -1" px={4} py={2} borderBottomWidth="1px" gap={3} bg="bg.subtle">
      <Text fontWeight="bold" fontSize="md">
        Page editor
      </Text>
      <Text fontSize="sm" color="fg.muted" flex="1" truncate role="status" aria-live="polite" data-status="">
        {unsavedText(unsaved, editor.status)}
      </Text>
      <Button size="sm" variant="outline" onClick={onSearch} aria-keyshortcuts="Control+K">
        <Search aria-hidden /> Search
      </Button>
      {problems > 0 && (
        <Button
          size="sm"
          variant="ghost"
          color="red.700"
          data-file-problems={problems}
          onClick={() => document.querySelector('[data-problems="file"]')?.scrollIntoView({ block: "start" })}
        >
          <TriangleAlert aria-hidden /> {problemCount(problems)} in this file: the build stops on them
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={!doc?.past.length}
        onClick={() => path && editor.store.undo(path)}
        aria-keyshortcuts="Control+Z"
      >
        <Undo2 aria-hidden /> Undo
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!doc?.future.length}
        onClick={() => path && editor.store.redo(path)}
        aria-keyshortcuts="Control+Shift+Z"
      >
        <Redo2 aria-hidden /> Redo
      </Button>
      <Button
        size="sm"
        colorPalette="blue"
        disabled={!doc?.dirty}
        onClick={() => path && onSave(path)}
        aria-keyshortcuts="Control+S"
      >
        <Save aria-hidden /> Save
      </Button>
    </HStack>
  );
}

/** Renders again only when the editor changed (see useEditor) or its other props did. */
export const TopBar = memo(TopBarView);
