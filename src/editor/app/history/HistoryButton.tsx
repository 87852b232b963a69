import { Button } from "@chakra-ui/react";
import { History } from "lucide-react";
import { useState } from "react";
import type { Editor } from "../useEditor";
import { HistoryDialog } from "./HistoryDialog";

/** Opens the git history of the open file (and the commit form). */
export function HistoryButton({ editor, path }: { editor: Editor; path?: string }) {
  const [open, setOpen] = useState(false);
  if (!path || !editor.state.files.some((f) => f.path === path)) return null;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-history-button="">
        <History aria-hidden /> History and commit
      </Button>
      {open && <HistoryDialog editor={editor} path={path} onClose={() => setOpen(false)} />}
    </>
  );
}
