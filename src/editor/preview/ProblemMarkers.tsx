import { useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { blockBox } from "./annotate";
import { chip, measure, outline, useLayer, type Box } from "./Canvas";

/**
 * The problem markers of the canvas alone, for a preview that only shows (an item's page): each block with
 * problems outlined with their count, drawn in a layer over the page as the canvas draws them, and nothing that
 * can be clicked, edited or dragged.
 */
export function ProblemMarkers({
  problems,
  rendered,
}: {
  /** Problems by block index (see PreviewMessage.problems). */
  problems: Readonly<Record<number, number>>;
  /** A new value after every render of the page: the markers are measured again. */
  rendered: unknown;
}) {
  const layer = useLayer();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const again = () => setTick((n) => n + 1);
    const observer = new ResizeObserver(again);
    observer.observe(document.documentElement);
    window.addEventListener("resize", again);
    document.addEventListener("scroll", again, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", again);
      document.removeEventListener("scroll", again, { capture: true });
    };
  }, []);
  const [markers, setMarkers] = useState<Array<{ box: Box; count: number }>>([]);
  useLayoutEffect(() => {
    const origin = layer.getBoundingClientRect();
    // measured after the page was laid out: what useLayoutEffect is for
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMarkers(
      Object.entries(problems).flatMap(([index, count]) => {
        const box = measure(blockBox(Number(index)), origin);
        return box ? [{ box, count }] : [];
      }),
    );
  }, [layer, problems, rendered, tick]);
  return createPortal(
    <>
      {markers.map(({ box, count }, i) => (
        <div key={i} data-canvas-problems={count} style={{ ...outline(box, "2px solid #dc2626") }}>
          <span style={{ ...chip, right: 0, top: 0, background: "#b91c1c" }}>
            {count === 1 ? "1 problem" : `${count} problems`}
          </span>
        </div>
      ))}
    </>,
    layer,
  );
}
