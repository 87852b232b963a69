import { Box } from "@chakra-ui/react";
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { PreviewDragMessage, PreviewMessage, PreviewReply } from "../preview/messages";
import { otherLoopbackOrigin } from "../shared/previewOrigin";
import { PreviewWidthBar, usePreviewSize } from "./PreviewWidthBar";

const previewOrigin = otherLoopbackOrigin(location.origin);

/**
 * The page rendered by the site's real renderers in a frame (/preview.html), updated by message on every
 * change without a reload, at a phone's, a tablet's, a desktop's or any width, at 100 % or scaled to fit.
 */
/** A block type dragged from the editor over the preview (see PaletteStrip). */
export interface PreviewDropTarget {
  /** The pointer (editor's viewport coordinates) moved; true when it is over the preview. */
  dragOver: (clientX: number, clientY: number, label: string) => boolean;
  /** The drag ended: the gap the preview last showed the line in, if the pointer is over it. */
  dragEnd: () => number | undefined;
}

export function PreviewFrame({
  message,
  title,
  onReply,
  dropTarget,
}: {
  message: PreviewMessage;
  title: string;
  /** What is done on the preview (select, edit, move); see PreviewReply. */
  onReply?: (reply: PreviewReply) => void;
  dropTarget?: Ref<PreviewDropTarget>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = usePreviewSize();
  const [available, setAvailable] = useState(600);
  const latest = useRef(message);
  latest.current = message;
  const replyTo = useRef(onReply);
  replyTo.current = onReply;

  // a drag from the editor: the pointer in the frame's own coordinates (the frame may be scaled to fit)
  const dropGap = useRef<number | undefined>(undefined);
  const dragInside = useRef(false);
  useImperativeHandle(dropTarget, () => {
    const post = (drag: PreviewDragMessage) => frame.current?.contentWindow?.postMessage(drag, previewOrigin);
    return {
      dragOver: (clientX, clientY, label) => {
        const element = frame.current;
        if (!element) return false;
        const rect = element.getBoundingClientRect();
        const visible = box.current?.getBoundingClientRect() ?? rect;
        const inside =
          clientX >= Math.max(rect.left, visible.left) &&
          clientX <= Math.min(rect.right, visible.right) &&
          clientY >= Math.max(rect.top, visible.top) &&
          clientY <= Math.min(rect.bottom, visible.bottom);
        if (!inside) {
          if (dragInside.current) post({ kind: "drag-leave" });
          dragInside.current = false;
          dropGap.current = undefined;
          return false;
        }
        dragInside.current = true;
        const scale = rect.width / element.offsetWidth || 1;
        post({ kind: "drag-over", x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale, label });
        return true;
      },
      dragEnd: () => {
        const gap = dragInside.current ? dropGap.current : undefined;
        post({ kind: "drag-end" });
        dragInside.current = false;
        dropGap.current = undefined;
        return gap;
      },
    };
  }, []);

  // Each message carries only the blocks that changed since the one before (null: the same block object),
  // so typing in one block sends one block. A frame that (re)loads says "ready" and is sent everything.
  const sentBlocks = useRef<readonly unknown[] | undefined>(undefined);
  const lastSent = useRef(0);
  const send = useCallback(() => {
    const message = latest.current;
    const before = sentBlocks.current;
    const blocks = message.blocks.map((block, i) => (before && before[i] === block ? null : block));
    sentBlocks.current = message.blocks;
    lastSent.current = performance.now();
    frame.current?.contentWindow?.postMessage({ ...message, blocks } satisfies PreviewMessage, previewOrigin);
  }, []);
  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewReply>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== previewOrigin) return;
      if (event.data?.kind === "drop-gap") {
        dropGap.current = event.data.gap;
        return;
      }
      if (event.data?.kind === "shortcut") {
        // handled as if pressed here, by the editor's own shortcuts (useShortcuts listens on window)
        const { key, shiftKey } = event.data;
        window.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, ctrlKey: true, cancelable: true }));
        return;
      }
      if (event.data?.kind !== "ready") {
        replyTo.current?.(event.data);
        return;
      }
      setReady(true);
      sentBlocks.current = undefined;
      send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [send]);
  // while typing, the frame is sent the page at most every 200 ms: each update costs the frame a render
  useEffect(() => {
    if (!ready) return;
    const wait = lastSent.current + 200 - performance.now();
    if (wait <= 0) return send();
    const timer = setTimeout(send, wait);
    return () => clearTimeout(timer);
  }, [message, ready, send]);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  const px = size.width;
  const scale = size.fit ? Math.min(1, available / px) : 1;
  return (
    <Box display="flex" flexDirection="column" h="full" minH={0}>
      <PreviewWidthBar size={size} onChange={setSize} />
      {/* at 100 % a wide page scrolls sideways: the area takes the focus, so the keyboard scrolls it too */}
      <Box
        ref={box}
        flex="1"
        overflow={scale < 1 ? "hidden" : "auto"}
        bg="bg.muted"
        position="relative"
        minH={0}
        tabIndex={scale < 1 ? undefined : 0}
        role="region"
        aria-label={`${title} at ${px} pixels wide`}
      >
        <iframe
          ref={frame}
          src={`${previewOrigin}/preview.html`}
          title={title}
          data-preview-width={px}
          style={{
            width: px,
            height: `${100 / scale}%`,
            border: 0,
            background: "white",
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: "top left",
            display: "block",
          }}
        />
      </Box>
    </Box>
  );
}
