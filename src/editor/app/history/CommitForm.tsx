import { Box, Button, Field, Heading, List, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { PendingResponse } from "../../shared/historyApi";
import { historyClient } from "../historyClient";

/** Commits every saved change of the site folders to the local repository, with a message (never pushed). */
export function CommitForm({
  pending,
  unsaved,
  onCommitted,
}: {
  pending: Extract<PendingResponse, { git: true }>;
  /** Files open in the editor with unsaved changes: a commit leaves them out. */
  unsaved: string[];
  onCommitted: (summary: string) => void;
}) {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const commit = async () => {
    setProblem(undefined);
    if (!message.trim()) return setProblem("Write a commit message first: a line saying what changed.");
    setBusy(true);
    try {
      const made = await historyClient.commit(message);
      setMessage("");
      onCommitted(`Committed ${made.files} file${made.files === 1 ? "" : "s"} as ${made.hash.slice(0, 7)}.`);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const folders = pending.folders.map((f) => (f === "." ? "the site folder" : `${f}/`)).join(" and ");
  return (
    <Box
      as="form"
      aria-labelledby="commit-heading"
      data-commit-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void commit();
      }}
    >
      <Heading as="h3" id="commit-heading" size="sm" mb={1}>
        Commit saved changes
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={2}>
        Records the saved files of {folders} in the local git repository. Nothing is pushed.
      </Text>
      {pending.files.length === 0 ? (
        <Text fontSize="sm" mb={2}>
          Nothing to commit: the saved files are the same as in the last commit.
        </Text>
      ) : (
        <List.Root fontSize="sm" fontFamily="mono" mb={2} ps={4} aria-label="Files the commit takes">
          {pending.files.map((f) => (
            <List.Item key={f.path}>
              {f.path} ({statusWord(f.status)})
            </List.Item>
          ))}
        </List.Root>
      )}
      {unsaved.length > 0 && (
        <Text fontSize="sm" mb={2} data-unsaved-note="">
          Not included, as they are not saved: {unsaved.join(", ")}. Save them first (Ctrl+S) to commit them.
        </Text>
      )}
      {pending.identityProblem && (
        <Text fontSize="sm" color="red.700" mb={2}>
          {pending.identityProblem}
        </Text>
      )}
      <Field.Root mb={2}>
        <Field.Label>Commit message</Field.Label>
        <Textarea size="sm" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field.Root>
      {problem && (
        <Text color="red.700" fontSize="sm" role="alert" mb={2}>
          {problem}
        </Text>
      )}
      <Button type="submit" size="sm" colorPalette="blue" loading={busy}>
        Commit
      </Button>
    </Box>
  );
}

function statusWord(status: string): string {
  if (status === "??" || status.includes("A")) return "new";
  if (status.includes("D")) return "deleted";
  if (status.includes("R")) return "renamed";
  return "changed";
}
