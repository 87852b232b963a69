import { useCallback, useEffect, useRef, useState } from "react";
import type { FileEvent, ItemResponse } from "../../shared/api";
import { api, ApiError } from "../api";
import { itemAddress } from "../itemAddress";
import type { Editor } from "../useEditor";
import { itemValueOf, type ItemValue } from "./itemDocument";

/**
 * An item opened in the editor's store of documents (src/editor/app/documents.ts), as pages are: its unsaved
 * work kept as a draft, undo and redo, the top bar's status and Save. Its file is watched: a change on disk is
 * followed while there is no unsaved work, and is a conflict (both versions kept, see ItemConflictBanner) while
 * there is. A save refused because the file changed on disk is such a conflict too; nothing typed is dropped.
 */
export function useItemDocument(editor: Editor, collection: string, slug: string, onSaved: () => void) {
  const { store } = editor;
  const address = itemAddress(collection, slug);
  const [item, setItem] = useState<ItemResponse>();
  const [error, setError] = useState<string>();
  const [reads, setReads] = useState(0);
  // while a save is on its way, the file's own event (our write) can come first: it is judged once the save answers
  const saving = useRef<{ heard?: string | null } | undefined>(undefined);

  /** Reads the item from disk and tells the store: followed when unchanged here, else a conflict. */
  const readDisk = useCallback(
    async () =>
      api.item(collection, slug).then(
        (read) => {
          const open = store.get(address);
          if (read.broken) {
            // a file that can no longer be read: unsaved work stays, and the person chooses (keep mine overwrites it)
            if (open?.dirty) store.diskChanged(address, read.hash);
            else setItem(read);
            return read;
          }
          if (!open) store.open(address, itemValueOf(read), read.hash);
          else if (open.diskHash !== read.hash || open.conflict)
            store.diskChanged(address, read.hash, itemValueOf(read));
          setItem(read);
          return read;
        },
        (e: unknown) => {
          // the file was deleted on disk while open: a conflict too (keep mine writes it again), never a lost draft
          if (!(e instanceof ApiError && e.status === 404) || !store.get(address)) throw e;
          store.diskChanged(address, null);
          setError(e.message);
          return undefined;
        },
      ),
    [store, collection, slug, address],
  );

  useEffect(() => {
    let live = true;
    readDisk().catch((e: Error) => live && setError(e.message));
    return () => void (live = false);
  }, [readDisk, reads]);

  // one stream per item file; once it listens, the file is read again (a change made before then sent no event)
  const file = item?.path;
  useEffect(() => {
    if (!file) return;
    const changed = (hash: string | null) => {
      if (saving.current) saving.current.heard = hash;
      else if (hash !== store.get(address)?.diskHash || store.get(address)?.conflict) setReads((n) => n + 1);
    };
    const events = new EventSource("/api/events");
    events.onmessage = (message) => {
      const event = JSON.parse(message.data as string) as FileEvent;
      if (event.path === file) changed(event.hash);
    };
    events.onopen = () => setReads((n) => n + 1);
    return () => events.close();
  }, [file, store, address]);

  const save = useCallback(
    async (force = false) => {
      const doc = store.get(address);
      if (!doc || !item) return false;
      const mine = doc.value as ItemValue;
      saving.current = {};
      try {
        const saved = await api.saveItem({
          collection,
          slug,
          value: mine.value,
          ...(mine.body !== undefined ? { body: mine.body } : {}),
          baseHash: doc.diskHash ?? "",
          // the file it was read from: keeping mine after it was deleted on disk writes it there again
          path: item.path,
          ...(force ? { force } : {}),
        });
        store.saved(address, saved.hash);
        editor.setStatus(`Saved ${item.path}`);
        onSaved();
        return true;
      } catch (e) {
        editor.setStatus(`Not saved: ${(e as Error).message}`);
        // the file changed on disk: both versions are shown, and the person chooses
        if (e instanceof ApiError && e.body.conflict) await readDisk().catch(() => undefined);
        return false;
      } finally {
        const heard = saving.current?.heard;
        saving.current = undefined;
        if (heard !== undefined && heard !== store.get(address)?.diskHash) setReads((n) => n + 1);
      }
    },
    [store, address, item, collection, slug, editor, onSaved, readDisk],
  );

  return { address, item, error, doc: store.get(address), save, reread: () => setReads((n) => n + 1) };
}
