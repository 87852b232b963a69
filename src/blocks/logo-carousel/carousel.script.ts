import type { BlockScript } from "../blockDefinition";

/**
 * The carousel's behaviour: plays (one step every data-interval ms, looping) until the visitor interacts
 * with it (a tap, focus, a key, the wheel), then stays stopped. Previous/Next buttons and the arrow keys
 * move it; focusing a logo brings it into view. Visitors who prefer reduced motion never see it play.
 */
const carousel: BlockScript = (block) => {
  const root = block.querySelector<HTMLElement>("[data-carousel]");
  const track = root?.querySelector<HTMLElement>("[data-carousel-track]");
  if (!root || !track) return;
  const count = Number(root.dataset.count);
  const interval = Number(root.dataset.interval);
  let position = 0;
  let timer: number | undefined;

  const show = (next: number) => {
    position = next;
    track.style.setProperty("--carousel-position", String(position));
    root.dataset.index = String(position % count);
  };
  const go = (delta: number) => {
    let from = position;
    if (from + delta > count || from + delta < 0) {
      // jump to the identical picture in the other copy, without animation, then take the step
      from = from >= count ? from - count : from + count;
      track.setAttribute("data-jump", "");
      show(from);
      track.getBoundingClientRect();
      track.removeAttribute("data-jump");
    }
    show(from + delta);
  };
  const stop = () => {
    if (root.dataset.state === "stopped") return;
    window.clearInterval(timer);
    root.dataset.state = "stopped";
    track.setAttribute("aria-live", "polite");
  };

  root.addEventListener("pointerdown", stop);
  root.addEventListener("focusin", stop);
  root.addEventListener("wheel", stop, { passive: true });
  root.addEventListener("keydown", (event) => {
    stop();
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  });
  root.addEventListener("click", (event) => {
    const step = (event.target as Element).closest<HTMLElement>("[data-carousel-step]");
    if (step) go(Number(step.dataset.carouselStep));
  });
  track.addEventListener("focusin", (event) => {
    const slide = (event.target as Element).closest<HTMLElement>("[data-slide]");
    if (slide) show(Number(slide.dataset.slide));
  });
  // focusing a logo that is out of view must not scroll the strip sideways behind our back
  root
    .querySelector("[data-carousel-viewport]")
    ?.addEventListener("scroll", (event) => ((event.currentTarget as HTMLElement).scrollLeft = 0));

  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || count < 2) {
    stop();
    return;
  }
  timer = window.setInterval(() => go(1), interval);
};
export default carousel;
