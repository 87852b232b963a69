import { useEffect, useState, type RefObject } from "react";

/** How far outside the viewport the video may be when its player starts loading. */
const nearViewport = "300px 0px";

/**
 * `active` is false on the first render (as pre-rendered), true once the player should load: when the
 * element comes near the viewport ("lazy"), `delayMs` after the page has finished loading ("delayed"),
 * or at once when the visitor presses play (`activateNow`, which also sets `byClick`).
 */
export function useActivation(ref: RefObject<HTMLElement | null>, mode: "lazy" | "delayed", delayMs: number) {
  const [active, setActive] = useState(false);
  const [byClick, setByClick] = useState(false);

  useEffect(() => {
    if (active) return;
    if (mode === "delayed") {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const start = () => {
        timer = setTimeout(() => setActive(true), delayMs);
      };
      if (document.readyState === "complete") start();
      else window.addEventListener("load", start, { once: true });
      return () => {
        window.removeEventListener("load", start);
        clearTimeout(timer);
      };
    }
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setActive(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, mode, delayMs, active]);

  const activateNow = () => {
    setByClick(true);
    setActive(true);
  };
  return { active, byClick, activateNow };
}
