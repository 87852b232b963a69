import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { valueAtPointer } from "../../engine/jsonPointer";
import { blockBox, locate } from "./annotate";
import { type Extent, gapAt, gapLine, moveChangesOrder } from "./gaps";
import { editInPlace } from "./inPlaceEdit";
import type { PreviewReply, ToPreview } from "./messages";

export interface CanvasProps {
  /** The editor's origin: drag messages are taken from it only. */
  editorOrigin: string;
  selected?: number;
  /** Problems by block index (see PreviewMessage.problems). */
  problems: Readonly<Record<number, number>>;
  /** The page's blocks as written (placeholders unfilled). */
  written: readonly unknown[];
  /** A new value after every render of the page: the overlays are measured again. */
  rendered: unknown;
  reply: (message: PreviewReply) => void;
  /** Mount a block afresh once its text was edited in place: at once, or with the next page the editor sends. */
  remount: (index: number, withNextPage: boolean) => void;
}

/** About a double-click's usual interval: a second click within it cancels focusing the field. */
const DOUBLE_CLICK_MS = 350;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Pointed {
  index: number;
  field?: string;
}

/**
 * What makes the preview a canvas, drawn over the real render and never in it: outlines of the hovered and
 * the selected block (with its type), markers on blocks with problems, the line where a dragged block would
 * land. Everything is absolutely placed in its own layer outside the page's root, so the page's layout and
 * pixels are the built page's wherever nothing is drawn. Clicking a block selects it in the editor (and
 * the field of the text clicked), double-clicking a text edits it in place, dragging a block's label moves
 * the block, and block types dragged from the editor's palette land where the line shows.
 */
export function Canvas({ editorOrigin, selected, problems, written, rendered, reply, remount }: CanvasProps) {
  const layer = useLayer();
  const [hover, setHover] = useState<Pointed>();
  const [moving, setMoving] = useState<{ from: number; gap: number }>();
  const [dropping, setDropping] = useState<{ gap: number; label: string }>();
  const [editing, setEditing] = useState<HTMLElement>();
  const [tick, setTick] = useState(0);
  const latest = useRef({ written, hover, moving, dropping, editing, reply, remount });
  latest.current = { written, hover, moving, dropping, editing, reply, remount };

  // measured again when the page renders, the window resizes or anything in the page changes size
  useEffect(() => {
    const again = () => setTick((n) => n + 1);
    const observer = new ResizeObserver(again);
    observer.observe(document.documentElement);
    const root = document.getElementById("root");
    if (root) observer.observe(root);
    window.addEventListener("resize", again);
    // whatever scrolls (the window or an element of the page), the layer may not scroll with it
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(again);
    };
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", again);
      document.removeEventListener("scroll", onScroll, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, []);

  const extents = useCallback((): Extent[] => {
    const list: Extent[] = [];
    for (let i = 0; i < latest.current.written.length; i++) {
      // page coordinates, as gapAt compares them with the pointer's
      const box = measure(blockBox(i), { left: -window.scrollX, top: -window.scrollY });
      list.push(box ? { top: box.top, bottom: box.top + box.height } : (list.at(-1) ?? { top: 0, bottom: 0 }));
    }
    return list;
  }, []);

  // pointer: hover outlines, moving a block by its label
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const { moving, editing } = latest.current;
      if (moving) {
        autoScroll(event.clientY);
        const gap = gapAt(extents(), event.clientY + window.scrollY);
        if (gap !== moving.gap) setMoving({ ...moving, gap });
        return;
      }
      // on the hovered block's own label (the drag handle) the block stays hovered
      if (editing || (event.target as Element).closest?.("[data-canvas-layer]")) return;
      const at = locate(event.target);
      setHover((before) =>
        before?.index === at?.index && before?.field === at?.field
          ? before
          : at && { index: at.index, field: at.field },
      );
    };
    const onUp = () => {
      const { moving, reply } = latest.current;
      if (!moving) return;
      setMoving(undefined);
      if (moveChangesOrder(moving.from, moving.gap)) reply({ kind: "move", from: moving.from, gap: moving.gap });
      else reply({ kind: "select", index: moving.from });
    };
    const onLeave = () => setHover(undefined);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && latest.current.moving) setMoving(undefined);
      // undo, redo and save work while the preview has the focus (after editing a text in place)
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && ["z", "y", "s"].includes(key)) {
        event.preventDefault();
        latest.current.reply({ kind: "shortcut", key, shiftKey: event.shiftKey });
      }
    };
    document.addEventListener("pointermove", onMove);
    document.addEventListener("pointerup", onUp);
    document.addEventListener("pointercancel", onUp);
    document.documentElement.addEventListener("pointerleave", onLeave);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointermove", onMove);
      document.removeEventListener("pointerup", onUp);
      document.removeEventListener("pointercancel", onUp);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      document.removeEventListener("keydown", onKey);
    };
  }, [extents]);

  // clicks select, double-clicks edit a text in place
  useEffect(() => {
    // The field of a text clicked is focused in the editor only once the click is not a double-click's
    // first: focus moved to the editor would end the editing in place the double-click starts.
    let focusLater: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      clearTimeout(focusLater);
      if (latest.current.editing) return;
      const at = locate(event.target);
      if (!at) return;
      const { index, field } = at;
      latest.current.reply({ kind: "select", index });
      // inside a form of the page (an island) the click is the form's; the block is still selected
      const inControl = (event.target as Element).closest("input, textarea, select, button, label");
      if (field && !inControl && event.detail === 1)
        focusLater = setTimeout(() => latest.current.reply({ kind: "select", index, field }), DOUBLE_CLICK_MS);
    };
    const onDoubleClick = (event: MouseEvent) => {
      clearTimeout(focusLater);
      const at = locate(event.target);
      if (!at?.field || latest.current.editing) return;
      const element = at.element as HTMLElement;
      const value = valueAtPointer(latest.current.written[at.index], at.field);
      // only an element that holds nothing but this text is edited in place (else its other content would go)
      const onlyText = element.childNodes.length === 1 && element.firstChild?.nodeType === Node.TEXT_NODE;
      if (typeof value !== "string" || !onlyText) return;
      event.preventDefault();
      const { index, field } = at;
      setHover(undefined);
      setEditing(element);
      editInPlace(element, value, (typed) => {
        setEditing(undefined);
        const changed = typed !== undefined && typed !== value;
        if (changed) latest.current.reply({ kind: "edit", index, field, value: typed });
        latest.current.remount(index, changed);
      });
    };
    document.addEventListener("click", onClick);
    document.addEventListener("dblclick", onDoubleClick);
    return () => {
      clearTimeout(focusLater);
      document.removeEventListener("click", onClick);
      document.removeEventListener("dblclick", onDoubleClick);
    };
  }, []);

  // a block type dragged from the editor's palette: the editor sends the pointer, the frame answers the gap
  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== editorOrigin) return;
      const message = event.data;
      if (message?.kind === "drag-over") {
        autoScroll(message.y);
        const gap = gapAt(extents(), message.y + window.scrollY);
        setDropping((before) =>
          before?.gap === gap && before.label === message.label ? before : { gap, label: message.label },
        );
        latest.current.reply({ kind: "drop-gap", gap });
      } else if (message?.kind === "drag-leave" || message?.kind === "drag-end") {
        setDropping(undefined);
        if (message.kind === "drag-leave") latest.current.reply({ kind: "drop-gap" });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [editorOrigin, extents]);

  const [shapes, setShapes] = useState<Shapes>({ markers: [] });
  useLayoutEffect(() => {
    const gap = moving?.gap ?? dropping?.gap;
    const pageHeight = document.documentElement.scrollHeight;
    const origin = layer.getBoundingClientRect();
    const boxOf = (element: Element | null | undefined) => measure(element, origin);
    // measured after the page was laid out: what useLayoutEffect is for
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShapes({
      selected: selected === undefined ? undefined : boxOf(blockBox(selected)),
      hover: hover && !moving ? boxOf(blockBox(hover.index)) : undefined,
      hoverType: hover ? blockBox(hover.index)?.getAttribute("data-block") : undefined,
      hoverField:
        hover?.field && !moving
          ? boxOf(blockBox(hover.index)?.querySelector(`[data-editor-field="${CSS.escape(hover.field)}"]`))
          : undefined,
      editing: boxOf(editing),
      markers: Object.entries(problems).flatMap(([index, count]) => {
        const box = boxOf(blockBox(Number(index)));
        return box ? [{ box, count }] : [];
      }),
      line:
        gap === undefined
          ? undefined
          : Math.min(Math.max(gapLine(extents(), gap), 2), pageHeight - 2) - window.scrollY - origin.top,
      width: document.documentElement.clientWidth,
    });
  }, [layer, selected, hover, moving, dropping, editing, problems, rendered, tick, extents]);

  const startMove = (event: React.PointerEvent<HTMLElement>) => {
    if (!hover || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    window.focus(); // the keys (Escape cancels) come to this frame while dragging
    setMoving({ from: hover.index, gap: hover.index });
  };

  return createPortal(
    <>
      {shapes.selected && <div data-canvas-selected="" style={outline(shapes.selected, "2px solid #2563eb")} />}
      {shapes.hover && (
        <div data-canvas-hover="" style={outline(shapes.hover, "2px dashed #2563eb")}>
          <span
            data-canvas-handle=""
            title="Drag to move this block"
            onPointerDown={startMove}
            style={{ ...chip, pointerEvents: "auto", cursor: "grab", left: 0, top: 0 }}
          >
            ⠿ {shapes.hoverType}
          </span>
        </div>
      )}
      {shapes.hoverField && <div style={outline(shapes.hoverField, "1px solid #60a5fa")} />}
      {shapes.editing && <div style={outline(shapes.editing, "2px solid #f59e0b")} />}
      {shapes.markers.map(({ box, count }, i) => (
        <div key={i} data-canvas-problems={count} style={{ ...outline(box, "2px solid #dc2626") }}>
          <span style={{ ...chip, right: 0, top: 0, background: "#b91c1c" }}>
            {count === 1 ? "1 problem" : `${count} problems`}
          </span>
        </div>
      ))}
      {shapes.line !== undefined && (
        <div data-canvas-line="" style={{ position: "absolute", left: 0, top: shapes.line - 2 }}>
          <div style={{ height: 4, width: shapes.width, background: "#2563eb" }} />
          {dropping && <span style={{ ...chip, left: 8, top: 6 }}>Add {dropping.label} here</span>}
        </div>
      )}
    </>,
    layer,
  );
}

interface Shapes {
  selected?: Box;
  hover?: Box;
  hoverType?: string | null;
  hoverField?: Box;
  editing?: Box;
  markers: Array<{ box: Box; count: number }>;
  line?: number;
  width?: number;
}

/** The layer the canvas draws in: a box of no size at the page's top left, after the page's root. */
export function useLayer(): HTMLElement {
  const [layer] = useState(() => {
    const element = document.createElement("div");
    element.setAttribute("data-canvas-layer", "");
    element.setAttribute("aria-hidden", "true");
    Object.assign(element.style, {
      position: "absolute",
      left: "0",
      top: "0",
      width: "0",
      height: "0",
      zIndex: "2147483000",
      pointerEvents: "none",
    } satisfies Partial<CSSStyleDeclaration>);
    return element;
  });
  useEffect(() => {
    document.body.append(layer);
    return () => layer.remove();
  }, [layer]);
  return layer;
}

/** An element's box relative to `origin` (the layer's own place: the boxes are drawn in the layer). */
export function measure(element: Element | null | undefined, origin: { left: number; top: number }): Box | undefined {
  if (!element) return undefined;
  const rect = element.getBoundingClientRect();
  return { left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height };
}

export function outline(box: Box, border: string): CSSProperties {
  return {
    position: "absolute",
    left: box.left,
    top: box.top,
    width: box.width,
    height: box.height,
    boxSizing: "border-box",
    border,
  };
}

export const chip: CSSProperties = {
  position: "absolute",
  background: "#1d4ed8",
  color: "white",
  font: "600 12px/1.4 system-ui, sans-serif",
  padding: "2px 6px",
  borderRadius: 3,
  whiteSpace: "nowrap",
  userSelect: "none",
};

/** Near the frame's top or bottom edge, a drag scrolls the page. */
function autoScroll(clientY: number) {
  const edge = 48;
  if (clientY < edge) window.scrollBy(0, -24);
  else if (clientY > window.innerHeight - edge) window.scrollBy(0, 24);
}
