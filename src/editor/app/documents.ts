import { readDraft, writeDraft } from "./drafts";

/** One open config file: what is on disk, what is being edited, and its history. */
export interface Doc {
  path: string;
  diskHash: string | null;
  diskValue: unknown;
  value: unknown;
  dirty: boolean;
  past: unknown[];
  future: unknown[];
  /** The file changed (or vanished) on disk while it had unsaved changes here. */
  conflict?: { hash: string | null; value?: unknown };
  /** The draft restored on opening started from an older version of the file. */
  restoredFromOlder?: boolean;
  /** JSON text of `value` and `diskValue`, kept so each edit serialises the document once. */
  json: string;
  diskJson: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const DRAFT_DELAY_MS = 1000;
const HISTORY = 200;
const TYPING_PAUSE_MS = 800;

/**
 * Open documents with undo/redo and drafts. Edits of the same field in quick succession make one undo
 * step. Plain TypeScript with a subscribe/version pair for React's useSyncExternalStore.
 */
export class DocumentStore {
  private docs = new Map<string, Doc>();
  private listeners = new Set<() => void>();
  private lastEdit?: { path: string; key: string; at: number };
  private draftTimers = new Map<string, ReturnType<typeof setTimeout>>();
  version = 0;

  constructor(private readonly dir: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  get(path: string): Doc | undefined {
    return this.docs.get(path);
  }

  all(): Doc[] {
    return [...this.docs.values()];
  }

  dirtyDocs(): Doc[] {
    return this.all().filter((d) => d.dirty);
  }

  /** Opens a file as read from disk, with its draft from an earlier session when there is one. */
  open(path: string, diskValue: unknown, diskHash: string | null): Doc {
    const existing = this.docs.get(path);
    if (existing) return existing;
    const draft = readDraft(this.dir, path);
    const useDraft = draft !== undefined && !same(draft.value, diskValue);
    const value = useDraft ? draft.value : diskValue;
    const doc: Doc = {
      path,
      diskHash,
      diskValue,
      value,
      json: JSON.stringify(value),
      diskJson: JSON.stringify(diskValue),
      dirty: useDraft,
      past: [],
      future: [],
      restoredFromOlder: useDraft && draft.baseHash !== diskHash,
    };
    if (!useDraft && draft) writeDraft(this.dir, path, undefined);
    this.docs.set(path, doc);
    this.changed();
    return doc;
  }

  /** A new value for a document; `key` names the field, so typing in one field is one undo step. */
  edit(path: string, value: unknown, key = ""): void {
    const doc = this.docs.get(path);
    const json = JSON.stringify(value);
    if (!doc || json === doc.json) return;
    const now = Date.now();
    const last = this.lastEdit;
    const coalesce = key !== "" && last?.path === path && last.key === key && now - last.at < TYPING_PAUSE_MS;
    if (!coalesce) doc.past = [...doc.past.slice(-HISTORY), doc.value];
    doc.future = [];
    this.lastEdit = { path, key, at: now };
    this.setValue(doc, value, json);
  }

  undo(path: string): void {
    const doc = this.docs.get(path);
    if (!doc || doc.past.length === 0) return;
    doc.future = [doc.value, ...doc.future];
    const previous = doc.past[doc.past.length - 1];
    doc.past = doc.past.slice(0, -1);
    this.lastEdit = undefined;
    this.setValue(doc, previous);
  }

  redo(path: string): void {
    const doc = this.docs.get(path);
    if (!doc || doc.future.length === 0) return;
    doc.past = [...doc.past, doc.value];
    const [next, ...rest] = doc.future;
    doc.future = rest;
    this.lastEdit = undefined;
    this.setValue(doc, next);
  }

  /** The file was written: what is in the editor is now what is on disk. */
  saved(path: string, hash: string): void {
    const doc = this.docs.get(path);
    if (!doc) return;
    doc.diskHash = hash;
    doc.diskValue = doc.value;
    doc.diskJson = doc.json;
    doc.dirty = false;
    doc.conflict = undefined;
    doc.restoredFromOlder = false;
    writeDraft(this.dir, path, undefined);
    this.changed();
  }

  /** The file changed on disk. Without unsaved changes the editor follows; with them it is a conflict. */
  diskChanged(path: string, hash: string | null, value?: unknown): void {
    const doc = this.docs.get(path);
    if (!doc) return;
    if (doc.diskHash === hash) {
      // the file is back as this document knew it (put back after it was deleted, say): nothing to choose any more
      if (doc.conflict) {
        doc.conflict = undefined;
        this.changed();
      }
      return;
    }
    if (!doc.dirty && hash !== null) {
      doc.diskHash = hash;
      doc.diskValue = value;
      doc.value = value;
      doc.json = doc.diskJson = JSON.stringify(value);
      doc.conflict = undefined;
    } else {
      doc.conflict = { hash, value };
    }
    this.changed();
  }

  /** Drops the unsaved changes and takes what is on disk. */
  takeDisk(path: string): void {
    const doc = this.docs.get(path);
    if (!doc?.conflict) return;
    const { hash, value } = doc.conflict;
    doc.past = [...doc.past, doc.value];
    doc.diskHash = hash;
    doc.diskValue = value;
    doc.value = value;
    doc.json = doc.diskJson = JSON.stringify(value);
    doc.dirty = false;
    doc.conflict = undefined;
    writeDraft(this.dir, path, undefined);
    this.changed();
  }

  close(path: string): void {
    this.docs.delete(path);
    writeDraft(this.dir, path, undefined);
    this.changed();
  }

  private setValue(doc: Doc, value: unknown, json = JSON.stringify(value)): void {
    doc.value = value;
    doc.json = json;
    doc.dirty = json !== doc.diskJson;
    this.scheduleDraft(doc);
    this.changed();
  }

  private scheduleDraft(doc: Doc): void {
    clearTimeout(this.draftTimers.get(doc.path));
    this.draftTimers.set(
      doc.path,
      setTimeout(
        () => writeDraft(this.dir, doc.path, doc.dirty ? { value: doc.value, baseHash: doc.diskHash } : undefined),
        DRAFT_DELAY_MS,
      ),
    );
  }

  /** Writes pending drafts at once (before the page unloads). */
  flushDrafts(): void {
    for (const doc of this.docs.values())
      writeDraft(this.dir, doc.path, doc.dirty ? { value: doc.value, baseHash: doc.diskHash } : undefined);
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
