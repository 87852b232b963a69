import { Box, Button, List, Text } from "@chakra-ui/react";
import { FolderInput } from "lucide-react";
import { useId, useState } from "react";
import type { SlotTarget } from "./outlineTree";

interface Actions {
  targetsFor: (index: number) => SlotTarget[];
  moveInto: (index: number, target: SlotTarget) => void;
}

/**
 * Under a page's block: "Move into…" opens the list of the columns and groups it may go into (a disclosure, so
 * the keyboard reaches every choice); choosing one moves it there, one undo step.
 */
export function MoveIntoList({ index, label, actions }: { index: number; label: string; actions: Actions }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // asked when opened: the list follows the page as it is then, and costs a keystroke nothing while closed
  const targets = open ? actions.targetsFor(index) : [];
  return (
    <Box ms={9} mb={open ? 1 : 0}>
      <Button
        size="2xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Move ${label} into a column or group`}
        onClick={() => setOpen(!open)}
      >
        <FolderInput aria-hidden /> Move into…
      </Button>
      {open && (
        <Box id={id}>
          {targets.length === 0 ? (
            <Text fontSize="xs" color="fg.muted">
              No column or group on this page but this block&apos;s own.
            </Text>
          ) : (
            <List.Root listStyleType="none" gap={0} aria-label={`Where to move ${label}`}>
              {targets.map((target) => (
                <List.Item key={target.pointer}>
                  <Button
                    size="2xs"
                    variant="outline"
                    onClick={() => {
                      setOpen(false);
                      actions.moveInto(index, target);
                    }}
                  >
                    Into {target.label}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
    </Box>
  );
}
