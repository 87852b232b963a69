import { Button, HStack, Input, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";

export const presetWidths = { Phone: 390, Tablet: 768, Desktop: 1280 } as const;
export const MIN_WIDTH = 240;
export const MAX_WIDTH = 3840;
const STORAGE_KEY = "editor.preview";

export interface PreviewSize {
  /** The width the page is laid out at, in CSS pixels. */
  width: number;
  /** Scaled down to the panel's width (else shown at 100 %, scrolled). */
  fit: boolean;
}

/** The preview's width and scale, kept for the next visit. */
export function usePreviewSize(): [PreviewSize, (size: PreviewSize) => void] {
  const [size, setSize] = useState<PreviewSize>(() => {
    try {
      const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<PreviewSize> | null;
      if (kept && typeof kept.width === "number" && typeof kept.fit === "boolean")
        return { width: clampWidth(kept.width), fit: kept.fit };
    } catch {
      // nothing kept, or not readable: the defaults
    }
    return { width: presetWidths.Desktop, fit: false };
  });
  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(size)), [size]);
  return [size, setSize];
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
}

/** Phone, tablet and desktop widths, any width typed in, and 100 % or fit to the panel. */
export function PreviewWidthBar({ size, onChange }: { size: PreviewSize; onChange: (size: PreviewSize) => void }) {
  // typed widths apply on Enter or on leaving the box; a new width (a button) shows afresh (the key)
  const commit = (input: HTMLInputElement) => {
    const value = Number(input.value);
    if (input.value.trim() !== "" && Number.isFinite(value)) onChange({ ...size, width: clampWidth(value) });
    input.value = String(clampWidth(Number.isFinite(value) && input.value.trim() !== "" ? value : size.width));
  };
  return (
    <HStack px={3} py={2} borderBottomWidth="1px" gap={2} wrap="wrap">
      <Text fontSize="sm" fontWeight="semibold" flex="1">
        Preview
      </Text>
      {Object.entries(presetWidths).map(([name, width]) => (
        <Button
          key={name}
          size="xs"
          variant={width === size.width ? "solid" : "outline"}
          aria-pressed={width === size.width}
          onClick={() => onChange({ ...size, width })}
        >
          {name} ({width}px)
        </Button>
      ))}
      <HStack gap={1}>
        <Input
          size="xs"
          w="5.5rem"
          type="number"
          min={MIN_WIDTH}
          max={MAX_WIDTH}
          aria-label={`Preview width in pixels (${MIN_WIDTH} to ${MAX_WIDTH})`}
          key={size.width}
          defaultValue={size.width}
          onBlur={(e) => commit(e.currentTarget)}
          onKeyDown={(e) => e.key === "Enter" && commit(e.currentTarget)}
        />
        <Text fontSize="xs" color="fg.muted" aria-hidden>
          px
        </Text>
      </HStack>
      <Button
        size="xs"
        variant={size.fit ? "solid" : "outline"}
        aria-pressed={size.fit}
        onClick={() => onChange({ ...size, fit: !size.fit })}
        title="Scale the page down to the panel's width (off: 100 %, scrolled)"
      >
        Fit
      </Button>
    </HStack>
  );
}
