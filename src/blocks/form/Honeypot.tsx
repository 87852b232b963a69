import { Box } from "@chakra-ui/react";
import { useId, type Ref } from "react";

/**
 * A trap field for spam robots: off-screen, hidden from screen readers, out of the tab order and
 * never auto-filled, so only a robot fills it in. The form then pretends to succeed and sends nothing.
 */
export function Honeypot({ name, inputRef }: { name: string; inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-honeypot=""
      />
    </Box>
  );
}
