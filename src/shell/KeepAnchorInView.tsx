import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const settleMs = 2500;
const userScrollEvents = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * After navigating to a URL with a #anchor from another page, React Router's ScrollRestoration scrolls to
 * the anchor as soon as it exists, but blocks above it are still loading and push it down. This keeps the
 * anchor at the top while the page settles, and lets go as soon as the visitor scrolls or clicks.
 */
export function KeepAnchorInView() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const id = decodeURIComponent(location.hash.slice(1));
    // back/forward restores the visitor's own scroll position instead
    if (!id || (navigationType === "POP" && !isFirst)) return;

    const align = () => {
      const target = document.getElementById(id);
      if (!target) return;
      const offset = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - offset) > 2) target.scrollIntoView({ block: "start" });
    };
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of userScrollEvents) window.removeEventListener(type, stop, true);
    };
    const timer = window.setTimeout(stop, settleMs);
    for (const type of userScrollEvents) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [location.key, location.hash, navigationType]);

  return null;
}
