import { useEffect, useState } from "react";
import type { SectionsResponse } from "../../shared/api";
import { api } from "../api";
import type { Editor } from "../useEditor";

/**
 * Where the site's linked sections are used, as the server reads the folder; asked again when its files change,
 * and only while `needed`.
 */
export function useSectionUses(editor: Editor, needed: boolean): SectionsResponse | undefined {
  const [uses, setUses] = useState<SectionsResponse>();
  const { state, setStatus } = editor;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    api
      .sections()
      .then((answer) => current && setUses(answer))
      .catch((e: Error) => current && setStatus(`Where sections are used could not be read: ${e.message}`));
    return () => void (current = false);
    // the files' list (and hashes) changes when a file is saved, added or removed
  }, [state, setStatus, needed]);
  return uses;
}
