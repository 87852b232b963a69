/** Wistia's player (a <wistia-player> web component); loaded only by "delayed" videos. */
export const wistiaPlayerScript = "https://fast.wistia.com/player.js";

export const wistiaEmbedScript = (mediaId: string) => `https://fast.wistia.com/embed/${mediaId}.js`;

/** The media id of a Wistia embed address (https://fast.wistia.net/embed/iframe/<id>), if it is one. */
export function wistiaMediaId(embedUrl: string): string | undefined {
  return /^https:\/\/fast\.wistia\.(?:net|com)\/embed\/(?:iframe|medias)\/([a-z0-9]+)(?:[/?#.]|$)/i.exec(embedUrl)?.[1];
}

/**
 * Inserts Wistia's scripts, its style and the player element into `parent`; returns a function that
 * removes every one of them again (called when the visitor leaves the page). `onError` is called when
 * the player script cannot be loaded (blocked or offline).
 */
export function insertWistiaPlayer(
  mediaId: string,
  title: string,
  parent: HTMLElement,
  onError: () => void,
): () => void {
  const marker = <E extends HTMLElement>(element: E): E => {
    element.dataset.videoPlayer = mediaId;
    return element;
  };

  const player = marker(document.createElement("script"));
  player.setAttribute("src", wistiaPlayerScript);
  player.async = true;
  player.addEventListener("error", onError, { once: true });

  const embed = marker(document.createElement("script"));
  embed.setAttribute("src", wistiaEmbedScript(mediaId));
  embed.type = "module";
  embed.async = true;

  // mediaId is letters and digits only (see wistiaMediaId), so it is safe inside the selector
  const style = marker(document.createElement("style"));
  style.textContent = `wistia-player[media-id="${mediaId}"] { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }`;

  const element = marker(document.createElement("wistia-player"));
  element.setAttribute("media-id", mediaId);
  element.setAttribute("aspect", "1.7777777777777777");
  element.setAttribute("title", title);

  document.head.append(style, player, embed);
  parent.append(element);
  return () => {
    for (const node of [element, embed, player, style]) node.remove();
  };
}
