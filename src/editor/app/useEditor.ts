import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { EditorDiagnostic, FileEvent, SchemasResponse, StateResponse } from "../shared/api";
import { api, ApiError } from "./api";
import { DocumentStore } from "./documents";
import { isItemDocument } from "./items/itemDocument";

export interface Editor {
  state: StateResponse;
  schemas: SchemasResponse;
  store: DocumentStore;
  version: number;
  diagnostics: EditorDiagnostic[];
  /** Loads a file into the store (no-op when open). */
  open: (path: string) => Promise<void>;
  save: (path: string, force?: boolean) => Promise<boolean>;
  /** Writes a new file; false when it exists. */
  create: (path: string, value: unknown) => Promise<string | undefined>;
  remove: (path: string) => Promise<void>;
  refresh: () => Promise<void>;
  status: string;
  setStatus: (text: string) => void;
}

/** Loads the folder, keeps documents, drafts, problems and the file watcher together. */
export function useEditor(): Editor | { error: string } | undefined {
  const [loaded, setLoaded] = useState<{ state: StateResponse; schemas: SchemasResponse; store: DocumentStore }>();
  const [error, setError] = useState<string>();
  const [diagnostics, setDiagnostics] = useState<EditorDiagnostic[]>([]);
  const [status, setStatus] = useState("");
  const [state, setState] = useState<StateResponse>();

  useEffect(() => {
    Promise.all([api.state(), api.schemas()])
      .then(async ([state, schemas]) => {
        const store = new DocumentStore(state.dir);
        // site settings feed every preview: open them at once
        const shared = state.files.filter((f) => f.kind === "site");
        await Promise.all(
          shared.map(async (f) => api.file(f.path).then((file) => store.open(f.path, file.value, file.hash))),
        );
        setState(state);
        setLoaded({ state, schemas, store });
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  const store = loaded?.store;
  // The editor follows the store as a deferred value: the field being typed in updates at once (its form holds
  // the text), and the rest of the editor (outline, preview, top bar) renders in the background, where the
  // next keystroke interrupts it. A 50-block page then costs a keystroke only its own form's render.
  const version = useDeferredValue(useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getVersion ?? zero));

  const refresh = useCallback(async () => setState(await api.state()), []);

  // problems: the same check as `npm run validate`, over the folder with the unsaved drafts in it
  const validation = useRef(0);
  const [checkTick, setCheckTick] = useState(0);
  useEffect(() => {
    if (!store) return;
    const run = ++validation.current;
    const timer = setTimeout(() => {
      // an item's unsaved work is checked by its own editor (/api/content/check), not as a file
      const drafts = Object.fromEntries(
        store
          .dirtyDocs()
          .filter((d) => !isItemDocument(d.path))
          .map((d) => [d.path, d.value]),
      );
      api
        .validate(drafts)
        .then((result) => {
          // the same problems again keep the same array, so forms do not re-render
          if (run === validation.current)
            setDiagnostics((old) =>
              JSON.stringify(old) === JSON.stringify(result.diagnostics) ? old : result.diagnostics,
            );
        })
        .catch(() => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [store, version, checkTick]);

  // files changed on disk by someone else; once the stream listens (at first and after a reconnection) the open
  // files are compared with the disk, since a change made before then sent no event to this page
  useEffect(() => {
    if (!store) return;
    const events = new EventSource("/api/events");
    events.onmessage = (message) => {
      const event = JSON.parse(message.data as string) as FileEvent;
      void refresh();
      setCheckTick((t) => t + 1);
      const doc = store.get(event.path);
      if (!doc || doc.diskHash === event.hash) return;
      if (event.hash === null) store.diskChanged(event.path, null);
      else void api.file(event.path).then((file) => store.diskChanged(event.path, file.hash, file.value));
    };
    events.onopen = () => {
      void refresh();
      for (const doc of store.all().filter((d) => !isItemDocument(d.path)))
        void api.file(doc.path).then(
          (file) => file.hash !== store.get(doc.path)?.diskHash && store.diskChanged(doc.path, file.hash, file.value),
          () => undefined,
        );
    };
    return () => events.close();
  }, [store, refresh]);

  // leaving with unsaved changes asks first; drafts are written at once
  useEffect(() => {
    if (!store) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      store.flushDrafts();
      if (store.dirtyDocs().length === 0) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const flush = () => store.flushDrafts();
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", flush);
    };
  }, [store]);

  const actions = useMemo(() => {
    if (!store) return undefined;
    return {
      open: async (path: string) => {
        if (store.get(path)) return;
        const file = await api.file(path);
        store.open(path, file.value, file.hash);
      },
      save: async (path: string, force = false) => {
        const doc = store.get(path);
        if (!doc) return false;
        try {
          const result = await api.save({ path, value: doc.value, baseHash: doc.diskHash, force });
          store.saved(path, result.hash);
          setStatus(`Saved ${path}`);
          void refresh();
          return true;
        } catch (e) {
          if (e instanceof ApiError && e.body.conflict) {
            store.diskChanged(path, e.body.hash ?? null, e.body.value);
            setStatus(`Not saved: ${e.message}`);
          } else {
            setStatus(`Not saved: ${(e as Error).message}`);
          }
          return false;
        }
      },
      create: async (path: string, value: unknown) => {
        try {
          const result = await api.save({ path, value, baseHash: null });
          store.close(path);
          store.open(path, value, result.hash);
          await refresh();
          setStatus(`Created ${path}`);
          return undefined;
        } catch (e) {
          return (e as Error).message;
        }
      },
      remove: async (path: string) => {
        const hash = store.get(path)?.diskHash ?? (await api.file(path)).hash;
        await api.remove(path, hash ?? "");
        store.close(path);
        await refresh();
        setStatus(`Deleted ${path}`);
      },
    };
  }, [store, refresh]);

  // one object per change, so the parts of the editor (memoised) render only when something changed
  const editor = useMemo(
    () =>
      loaded && actions && state
        ? { ...loaded, state, version, diagnostics, refresh, status, setStatus, ...actions }
        : undefined,
    [loaded, actions, state, version, diagnostics, refresh, status],
  );
  if (error) return { error };
  return editor;
}

const noSubscribe = () => () => undefined;
const zero = () => 0;
