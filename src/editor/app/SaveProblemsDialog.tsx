import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useRef } from "react";
import type { EditorDiagnostic } from "../shared/api";
import { located } from "./ProblemList";

/** How many problems, in words: "1 problem", "3 problems". */
export function problemCount(count: number): string {
  return `${count} problem${count === 1 ? "" : "s"}`;
}

/**
 * Asked before a file is saved (or a new item created, `verb` "Create") with problems: its own, or the ones the
 * save brings to other files (each said at its FILE:LINE:COLUMN). The build stops on them, so saving is a choice
 * made knowingly. "Keep editing" has the focus, so Enter never saves by accident.
 */
export function SaveProblemsDialog({
  path,
  problems,
  onSave,
  onClose,
  verb = "Save",
}: {
  path: string;
  problems: EditorDiagnostic[];
  onSave: () => void;
  onClose: () => void;
  verb?: "Save" | "Create";
}) {
  const elsewhere = problems.some((d) => d.path !== path);
  const keepEditing = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => keepEditing.current}
      onOpenChange={(e) => !e.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-save-problems="">
            <Dialog.Header>
              <Dialog.Title>
                {verb} {path} with {problemCount(problems.length)}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                The build (npm run build) stops on these problems until they are fixed.{" "}
                {verb === "Create" ? "Creating writes the item as it is" : "Saving keeps your changes in the file"}; the
                site cannot be published until then.
                {elsewhere && " Some are in other files: this change makes them (a link there to what it removes)."}
              </Dialog.Description>
              <List.Root fontSize="sm" mt={3} gap={1} ps={4}>
                {problems.slice(0, 5).map((d, i) => (
                  <List.Item key={i}>
                    <Text as="span" fontFamily="mono">
                      {located(d)}
                    </Text>{" "}
                    {d.message}
                  </List.Item>
                ))}
              </List.Root>
              {problems.length > 5 && (
                <Text fontSize="sm" mt={1}>
                  and {problemCount(problems.length - 5)} more, listed under the form
                  {elsewhere ? " and in the site's problems" : ""}.
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepEditing} variant="outline" onClick={onClose}>
                Keep editing
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  onClose();
                  onSave();
                }}
              >
                {verb} anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
