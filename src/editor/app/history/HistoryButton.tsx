import { Button } from "@chakra-ui/react";
import { History } from "lucide-react";
import { useState } from "react";
import type { Editor } from "../useEditor";
import { HistoryDialog, type HistorySubject } from "./HistoryDialog";

/** Opens the git history of the open page's file or the open item's file (and the commit form). */
export function HistoryButton({ editor, subject }: { editor: Editor; subject?: HistorySubject }) {
  const [open, setOpen] = useState(false);
  if (!subject) return null;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-history-button="">
        <History aria-hidden /> History and commit
      </Button>
      {open && <HistoryDialog editor={editor} subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}
