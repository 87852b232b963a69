import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PreviewMessage, PreviewReply } from "../preview/messages";
import { otherLoopbackOrigin } from "../shared/previewOrigin";

const widths = { phone: 390, desktop: 1280 } as const;
const previewOrigin = otherLoopbackOrigin(location.origin);
type Width = keyof typeof widths;

/**
 * The page rendered by the site's real renderers in a frame (/preview.html), updated by message on every
 * change without a reload, at phone or desktop width (desktop is scaled down to fit).
 */
export function PreviewFrame({ message, title }: { message: PreviewMessage; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<Width>("desktop");
  const [available, setAvailable] = useState(600);
  const latest = useRef(message);
  latest.current = message;

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
      if (
        event.source !== frame.current?.contentWindow ||
        event.origin !== previewOrigin ||
        event.data?.kind !== "ready"
      )
        return;
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

  const px = widths[width];
  const scale = Math.min(1, available / px);
  return (
    <Box display="flex" flexDirection="column" h="full" minH={0}>
      <HStack px={3} py={2} borderBottomWidth="1px" gap={2}>
        <Text fontSize="sm" fontWeight="semibold" flex="1">
          Preview
        </Text>
        {(Object.keys(widths) as Width[]).map((w) => (
          <Button
            key={w}
            size="xs"
            variant={w === width ? "solid" : "outline"}
            aria-pressed={w === width}
            onClick={() => setWidth(w)}
          >
            {w === "phone" ? "Phone" : "Desktop"} ({widths[w]}px)
          </Button>
        ))}
      </HStack>
      <Box ref={box} flex="1" overflow="hidden" bg="bg.muted" position="relative">
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
            transform: `scale(${scale})`,
            transformOrigin: "top left",
            display: "block",
          }}
        />
      </Box>
    </Box>
  );
}
