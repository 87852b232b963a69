import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useRef } from "react";

/**
 * Asked once when an item with unsaved changes is left inside the editor (another item, a page, the start screen).
 * Nothing is discarded: "Keep as unsaved draft" leaves the changes as a draft the top bar keeps naming, "Save"
 * saves them first (asking about problems as any save does), "Stay" goes nowhere. "Stay" has the focus, so Enter
 * never leaves by accident.
 */
export function LeaveItemDialog({
  name,
  onSave,
  onKeep,
  onStay,
}: {
  /** The item, as the top bar names it ("posts: rye-starter"). */
  name: string;
  onSave: () => void;
  onKeep: () => void;
  onStay: () => void;
}) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open role="alertdialog" initialFocusEl={() => stay.current} onOpenChange={(e) => !e.open && onStay()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-leave-item="">
            <Dialog.Header>
              <Dialog.Title>{name} has unsaved changes</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Save them now, or keep them as an unsaved draft: the draft stays in this browser, the top bar names it,
                and opening the item again brings it back. Nothing is discarded.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stay} variant="outline" onClick={onStay}>
                Stay
              </Button>
              <Button variant="outline" onClick={onKeep}>
                Keep as unsaved draft
              </Button>
              <Button colorPalette="blue" onClick={onSave}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
