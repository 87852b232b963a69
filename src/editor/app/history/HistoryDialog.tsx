import { Box, Button, CloseButton, Dialog, Grid, Heading, List, Portal, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { DiffResponse, HistoryResponse, PendingResponse, VersionRef } from "../../shared/historyApi";
import { historyClient } from "../historyClient";
import type { ItemValue } from "../items/itemDocument";
import type { Editor } from "../useEditor";
import { CommitForm } from "./CommitForm";
import { DiffView } from "./DiffView";

interface VersionEntry {
  ref: VersionRef;
  title: string;
  detail: string;
  date?: string;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * What the history is of: a page's file, compared with what is in the editor now; or an item's file (an entry of a
 * collection), compared with the saved file, whose versions are restored into the item's document ("item:…").
 */
export type HistorySubject = { path: string; item?: { address: string; slug: string } };

/**
 * The open file's history from git: its commits (and a page's unsaved changes), the difference of any version from
 * what is in the editor now (a page) or the saved file (an item), restoring a version as unsaved changes (undoable),
 * and committing the saved files.
 */
export function HistoryDialog({
  editor,
  subject,
  onClose,
}: {
  editor: Editor;
  subject: HistorySubject;
  onClose: () => void;
}) {
  const { path, item } = subject;
  const [history, setHistory] = useState<HistoryResponse>();
  const [pending, setPending] = useState<PendingResponse>();
  const [selected, setSelected] = useState<VersionRef>();
  const [diff, setDiff] = useState<{ ref: VersionRef; diff: DiffResponse }>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const doc = editor.store.get(item ? item.address : path);
  // an item's versions are compared with its saved file; a page's with the editor's value, its unsaved changes a version
  const dirty = !item && Boolean(doc?.dirty);
  const value = item ? undefined : doc?.value;
  const now = item ? "the saved file" : "now";

  // read again after a commit
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([historyClient.history(path), historyClient.pending()]).then(
      ([loaded, waiting]) => {
        if (!live) return;
        setHistory(loaded);
        setPending(waiting);
      },
      (e: Error) => live && setProblem(e.message),
    );
    return () => void (live = false);
  }, [path, reads]);

  const versions: VersionEntry[] = [];
  if (dirty)
    versions.push({ ref: "disk", title: "The saved file", detail: "Your unsaved changes are what differs from it." });
  if (history?.git)
    for (const c of history.commits)
      versions.push({ ref: c.hash, title: c.message || "(no message)", detail: c.author, date: c.date });
  const current = selected ?? versions[0]?.ref;
  const entry = versions.find((v) => v.ref === current);

  useEffect(() => {
    if (!current || (!item && value === undefined)) return;
    let live = true;
    historyClient.diff(path, current, value).then(
      (result) => live && setDiff({ ref: current, diff: result }),
      (e: Error) => live && setProblem(e.message),
    );
    return () => void (live = false);
  }, [path, current, value, item]);

  const restore = async () => {
    if (!entry) return;
    setProblem(undefined);
    try {
      if (item) return await restoreItem(entry);
      const version = await historyClient.version(path, entry.ref);
      if (version.text === null)
        return setProblem("The file did not exist in this version: there is nothing to restore.");
      if (version.value === null) return setProblem("This version is not valid JSON, so the editor cannot restore it.");
      await editor.open(path);
      editor.store.edit(path, version.value);
      editor.setStatus(
        `Restored ${path} as of ${entry.ref === "disk" ? "the saved file" : `“${entry.title}”`}, as unsaved changes: Undo (Ctrl+Z) goes back, Save keeps it.`,
      );
      onClose();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };

  /** An item's version becomes unsaved changes of its document, one step of undo; Save item keeps it. */
  const restoreItem = async ({ ref, title }: VersionEntry) => {
    const version = await historyClient.item(path, ref, item!.slug);
    const open = editor.store.get(item!.address)?.value as ItemValue | undefined;
    if (!version.item || !open)
      return setProblem("The item is not in this version (or cannot be read there): nothing to restore.");
    const { value: fields, body } = version.item;
    editor.store.edit(item!.address, { ...open, value: fields, ...(body !== undefined ? { body } : {}) }, "history");
    editor.setStatus(
      `Restored ${path} as of “${title}”, as unsaved changes: Undo (Ctrl+Z) goes back, Save item keeps it.`,
    );
    onClose();
  };

  const unsaved = editor.store.dirtyDocs().map((d) => d.path);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-history-dialog="" maxW="min(1100px, 95vw)">
            <Dialog.Header>
              <Dialog.Title>History of {path}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {problem && (
                <Text color="red.700" role="alert" mb={3}>
                  {problem}
                </Text>
              )}
              {notice && (
                <Text role="status" mb={3} data-history-notice="">
                  {notice}
                </Text>
              )}
              {!history ? (
                <Text role="status">Reading the history…</Text>
              ) : !history.git ? (
                <Text data-no-git="">{history.reason}</Text>
              ) : (
                <Grid templateColumns={{ base: "1fr", md: "minmax(240px, 1fr) 2fr" }} gap={5}>
                  <Stack gap={4} minW={0}>
                    <Box as="section" aria-labelledby="versions-heading">
                      <Heading as="h3" id="versions-heading" size="sm" mb={1}>
                        Versions
                      </Heading>
                      {history.savedNotCommitted && (
                        <Text fontSize="sm" mb={2} data-saved-not-committed="">
                          The saved file has changes that are not committed yet.
                        </Text>
                      )}
                      {versions.length === 0 ? (
                        <Text fontSize="sm">This file has no commits yet, and no unsaved changes.</Text>
                      ) : (
                        <List.Root listStyleType="none" gap={1} data-versions="">
                          {versions.map((v) => (
                            <List.Item key={v.ref}>
                              <Button
                                variant={v.ref === current ? "subtle" : "ghost"}
                                colorPalette={v.ref === current ? "blue" : "gray"}
                                aria-pressed={v.ref === current}
                                onClick={() => setSelected(v.ref)}
                                h="auto"
                                py={1}
                                w="full"
                                justifyContent="flex-start"
                                textAlign="start"
                                whiteSpace="normal"
                                data-version={v.ref}
                              >
                                <Box>
                                  <Text fontWeight="semibold" fontSize="sm">
                                    {v.title}
                                  </Text>
                                  <Text fontSize="xs">
                                    {v.detail}
                                    {v.date && (
                                      <>
                                        , <time dateTime={v.date}>{when(v.date)}</time>
                                      </>
                                    )}
                                  </Text>
                                </Box>
                              </Button>
                            </List.Item>
                          ))}
                          {history.more && (
                            <Text fontSize="xs" color="fg.muted">
                              Older commits are not listed (git log shows them all).
                            </Text>
                          )}
                        </List.Root>
                      )}
                    </Box>
                    {pending?.git && (
                      <CommitForm
                        pending={pending}
                        unsaved={unsaved}
                        onCommitted={(summary) => {
                          setNotice(summary);
                          editor.setStatus(summary);
                          setReads((n) => n + 1);
                        }}
                      />
                    )}
                  </Stack>
                  <Box as="section" aria-labelledby="diff-heading" minW={0}>
                    <Heading as="h3" id="diff-heading" size="sm" mb={1}>
                      {entry ? `From “${entry.title}” to ${now}` : "Changes"}
                    </Heading>
                    {entry && diff?.ref === entry.ref ? (
                      <>
                        <DiffView diff={diff.diff} label={`Changes from “${entry.title}” to ${now}`} />
                        <Button mt={3} size="sm" onClick={() => void restore()} disabled={diff.diff.lines.length === 0}>
                          Restore this version
                        </Button>
                        <Text fontSize="xs" color="fg.muted" mt={1}>
                          It becomes unsaved changes in the editor: Undo goes back, {item ? "Save item" : "Save"} keeps
                          it.
                        </Text>
                      </>
                    ) : entry ? (
                      <Text role="status" fontSize="sm">
                        Comparing…
                      </Text>
                    ) : null}
                  </Box>
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the history" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
