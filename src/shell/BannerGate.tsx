const safeKey = /^[A-Za-z0-9_.:-]+$/;

/**
 * Runs before the page paints: when the visitor dismissed the announcement earlier, a style hides it,
 * so there is no flash of the banner and the pre-rendered HTML still matches the first client render.
 * The code is written without quotes, "&", "<" or ">" so React's text escaping leaves it intact.
 */
export function BannerGate({ storageKey }: { storageKey: string }) {
  if (!safeKey.test(storageKey)) return null;
  const code =
    `try{if(localStorage.getItem(\`${storageKey}\`)===\`true\`){var s=document.createElement(\`style\`);` +
    `s.textContent=\`[data-announcement-banner]{display:none!important}\`;document.head.appendChild(s)}}catch(e){}`;
  return <script>{code}</script>;
}
