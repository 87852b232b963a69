import type { Focus } from "../../generated/config-types.ts";

const focusPoints: Record<string, { x: number; y: number }> = {
  center: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
  "top-left": { x: 0, y: 0 },
  "top-right": { x: 1, y: 0 },
  "bottom-left": { x: 0, y: 1 },
  "bottom-right": { x: 1, y: 1 },
};

/** A picture's focus (a keyword, or "30% 20%") as a point: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom). */
export function focusPoint(focus: Focus | undefined): { x: number; y: number } {
  if (focus === undefined) return focusPoints.center;
  const percentages = /^(\d+)% (\d+)%$/.exec(focus);
  if (percentages) return { x: Number(percentages[1]) / 100, y: Number(percentages[2]) / 100 };
  return focusPoints[focus] ?? focusPoints.center;
}

/** The focus as CSS `object-position`, for a picture the browser crops (a hero's background). */
export function focusPosition(focus: Focus | undefined): string {
  const { x, y } = focusPoint(focus);
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}
