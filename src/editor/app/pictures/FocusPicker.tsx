import { Box, chakra, Text } from "@chakra-ui/react";
import { useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { focusPoint } from "../../../engine/pictures/focusPoint";
import type { Focus } from "../../../generated/config-types";

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const asFocus = (x: number, y: number) => `${clamp(x)}% ${clamp(y)}%`;
const steps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The focal-point picker: the whole picture with a mark at its focus. A click or tap on the picture puts the
 * focus there; the arrow keys move it 5 % (1 % with Shift). It reports the focus as "30% 20%" (across, down).
 */
export function FocusPicker({
  src,
  focus,
  label,
  onChange,
}: {
  src: string;
  focus: string | undefined;
  /** What the picture is called in the form ("Photo"). */
  label: string;
  onChange: (focus: string) => void;
}) {
  const picture = useRef<HTMLImageElement>(null);
  const helpId = useId();
  const point = focusPoint(focus as Focus | undefined);
  const [x, y] = [clamp(point.x * 100), clamp(point.y * 100)];

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button: a click with no position (the arrow keys move the focus)
    if (event.detail === 0 || !picture.current) return;
    const box = picture.current.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(asFocus(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100));
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 1 : 5;
    onChange(asFocus(x + step[0] * by, y + step[1] * by));
  };

  return (
    <Box>
      <chakra.button
        type="button"
        position="relative"
        display="inline-block"
        p={0}
        border="1px solid"
        borderColor="border"
        cursor="crosshair"
        lineHeight={0}
        aria-label={`Focus point of ${label}: ${x}% across, ${y}% down`}
        aria-describedby={helpId}
        data-focus-picker=""
        _focusVisible={{ outline: "3px solid", outlineColor: "blue.600", outlineOffset: "2px" }}
        onClick={click}
        onKeyDown={key}
      >
        <img
          ref={picture}
          src={src}
          alt=""
          draggable={false}
          style={{ display: "block", maxWidth: "100%", maxHeight: 180 }}
        />
        <Box
          aria-hidden
          position="absolute"
          left={`${x}%`}
          top={`${y}%`}
          w="18px"
          h="18px"
          ml="-9px"
          mt="-9px"
          borderRadius="full"
          border="3px solid white"
          boxShadow="0 0 0 2px black"
          pointerEvents="none"
          data-focus-mark=""
        />
      </chakra.button>
      <Text id={helpId} fontSize="xs" color="fg.muted">
        Focus {x}% {y}% (across, down): what stays in view when the picture is cropped. Click the picture where it
        should be, or use the arrow keys (Shift: 1 %).
      </Text>
    </Box>
  );
}
