import { Box, Button, CloseButton, Dialog, Grid, Heading, List, Portal, Stack, Text } from "@chakra-ui/react";
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import type { DiffResponse, HistoryResponse, PendingResponse } from "../../shared/historyApi";
import { historyClient } from "../historyClient";
import { requestItemRestore } from "../itemRequests";
import type { Editor } from "../useEditor";
import { CommitForm } from "./CommitForm";
import { DiffView } from "./DiffView";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Opens the git history of the open item's file, as HistoryButton does for a page. */
export function ItemHistoryButton(props: { editor: Editor; address: string; path: string; slug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-history-button="">
        <History aria-hidden /> History and commit
      </Button>
      {open && <ItemHistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * An item's history from git: the commits of its file, the difference of any of them from the saved file, restoring
 * one as unsaved changes in the item's editor (Save keeps it), and committing the saved files.
 */
function ItemHistoryDialog({
  editor,
  address,
  path,
  slug,
  onClose,
}: {
  editor: Editor;
  address: string;
  path: string;
  slug: string;
  onClose: () => void;
}) {
  const [history, setHistory] = useState<HistoryResponse>();
  const [pending, setPending] = useState<PendingResponse>();
  const [selected, setSelected] = useState<string>();
  const [diff, setDiff] = useState<{ ref: string; diff: DiffResponse }>();
  const [problem, setProblem] = useState<string>();
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
  const commits = history?.git ? history.commits : [];
  const current = selected ?? commits[0]?.hash;
  const entry = commits.find((c) => c.hash === current);
  useEffect(() => {
    if (!current) return;
    let live = true;
    historyClient.diff(path, current).then(
      (result) => live && setDiff({ ref: current, diff: result }),
      (e: Error) => live && setProblem(e.message),
    );
    return () => void (live = false);
  }, [path, current]);

  const restore = async () => {
    if (!entry) return;
    try {
      const version = await historyClient.item(path, entry.hash, slug);
      if (!version.item)
        return setProblem("The item is not in this version (or cannot be read there): nothing to restore.");
      requestItemRestore(address, version.item);
      editor.setStatus(`Restored ${path} as of “${entry.message}”, as unsaved changes: Save item keeps it.`);
      onClose();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };

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
              {!history ? (
                <Text role="status">Reading the history…</Text>
              ) : !history.git ? (
                <Text data-no-git="">{history.reason}</Text>
              ) : (
                <Grid templateColumns={{ base: "1fr", md: "minmax(240px, 1fr) 2fr" }} gap={5}>
                  <Stack gap={4} minW={0}>
                    <Box as="section" aria-labelledby="item-versions-heading">
                      <Heading as="h3" id="item-versions-heading" size="sm" mb={1}>
                        Versions
                      </Heading>
                      {history.savedNotCommitted && (
                        <Text fontSize="sm" mb={2} data-saved-not-committed="">
                          The saved file has changes that are not committed yet.
                        </Text>
                      )}
                      {commits.length === 0 ? (
                        <Text fontSize="sm">This file has no commits yet.</Text>
                      ) : (
                        <List.Root listStyleType="none" gap={1} data-versions="">
                          {commits.map((c) => (
                            <List.Item key={c.hash}>
                              <Button
                                variant={c.hash === current ? "subtle" : "ghost"}
                                colorPalette={c.hash === current ? "blue" : "gray"}
                                aria-pressed={c.hash === current}
                                onClick={() => setSelected(c.hash)}
                                h="auto"
                                py={1}
                                w="full"
                                justifyContent="flex-start"
                                textAlign="start"
                                whiteSpace="normal"
                                data-version={c.hash}
                              >
                                <Box>
                                  <Text fontWeight="semibold" fontSize="sm">
                                    {c.message || "(no message)"}
                                  </Text>
                                  <Text fontSize="xs">
                                    {c.author}, <time dateTime={c.date}>{when(c.date)}</time>
                                  </Text>
                                </Box>
                              </Button>
                            </List.Item>
                          ))}
                        </List.Root>
                      )}
                    </Box>
                    {pending?.git && (
                      <CommitForm
                        pending={pending}
                        unsaved={[]}
                        onCommitted={(summary) => {
                          editor.setStatus(summary);
                          setReads((n) => n + 1);
                        }}
                      />
                    )}
                  </Stack>
                  <Box as="section" aria-labelledby="item-diff-heading" minW={0}>
                    <Heading as="h3" id="item-diff-heading" size="sm" mb={1}>
                      {entry ? `From “${entry.message}” to the saved file` : "Changes"}
                    </Heading>
                    {entry && diff?.ref === entry.hash ? (
                      <>
                        <DiffView diff={diff.diff} label={`Changes from “${entry.message}” to the saved file`} />
                        <Button mt={3} size="sm" onClick={() => void restore()}>
                          Restore this version
                        </Button>
                        <Text fontSize="xs" color="fg.muted" mt={1}>
                          It becomes unsaved changes of the item: Save item keeps it.
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
