import type { BlockScript } from "../blockDefinition";
import { insertWistiaPlayer, wistiaMediaId } from "./wistia";

/** How far outside the viewport a lazy video may be when its player starts loading. */
const nearViewport = "300px 0px";

/**
 * Puts each video's player in place of its poster: when it nears the viewport ("lazy"), `data-delay-ms`
 * after the page has loaded ("delayed": Wistia's own player, or its plain frame if the player script
 * cannot load), or at once when the visitor presses play (then it starts playing).
 */
const video: BlockScript = (block) => {
  for (const box of block.querySelectorAll<HTMLElement>("[data-embed-url]")) setUp(box);
};
export default video;

function setUp(box: HTMLElement) {
  const embedUrl = box.dataset.embedUrl ?? "";
  const title = box.dataset.videoTitle ?? "";
  const mount = box.querySelector<HTMLElement>("[data-video-mount]");
  const mediaId = box.dataset.videoLoading === "delayed" ? wistiaMediaId(embedUrl) : undefined;
  let started = false;
  let stopWaiting = () => {};

  const showFrame = (byClick: boolean) => {
    const frame = document.createElement("iframe");
    frame.src = byClick ? withAutoplay(embedUrl) : embedUrl;
    frame.title = title;
    frame.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    box.append(frame);
    box.dataset.videoState = "frame";
  };
  const start = (byClick: boolean) => {
    if (started) return;
    started = true;
    stopWaiting();
    box.querySelector("[data-video-play]")?.remove();
    if (mediaId && mount) {
      box.dataset.videoState = "player";
      // when Wistia's script cannot load, its scripts and player go again and the plain frame is shown
      const remove = insertWistiaPlayer(mediaId, title, mount, () => {
        remove();
        showFrame(byClick);
      });
    } else {
      showFrame(byClick);
    }
  };

  box.querySelector("[data-video-play]")?.addEventListener("click", () => start(true));
  if (box.dataset.videoLoading === "delayed") {
    let timer: number | undefined;
    const wait = () => (timer = window.setTimeout(() => start(false), Number(box.dataset.delayMs ?? 1000)));
    if (document.readyState === "complete") wait();
    else window.addEventListener("load", wait, { once: true });
    stopWaiting = () => window.clearTimeout(timer);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && start(false),
    {
      rootMargin: nearViewport,
    },
  );
  observer.observe(box);
  stopWaiting = () => observer.disconnect();
}

/** The visitor already pressed play on the poster: start the video without a second click. */
function withAutoplay(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("autoplay", "1");
  return parsed.href;
}
