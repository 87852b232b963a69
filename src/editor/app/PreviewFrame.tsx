import { Box } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PreviewMessage, PreviewReply } from "../preview/messages";
import { otherLoopbackOrigin } from "../shared/previewOrigin";
import { PreviewWidthBar, usePreviewSize } from "./PreviewWidthBar";

const previewOrigin = otherLoopbackOrigin(location.origin);

/**
 * The page rendered by the site's real renderers in a frame (/preview.html), updated by message on every
 * change without a reload, at a phone's, a tablet's, a desktop's or any width, at 100 % or scaled to fit.
 */
export function PreviewFrame({
  message,
  title,
  onReply,
}: {
  message: PreviewMessage;
  title: string;
  /** What is done on the preview (select, edit, move); see PreviewReply. */
  onReply?: (reply: PreviewReply) => void;
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
