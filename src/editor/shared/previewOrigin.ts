/**
 * The preview frame is served from the editor's other loopback name (127.0.0.1 ↔ localhost, same port):
 * another site, so the browser renders it in its own process and a long page's layout never holds up typing.
 */
export function otherLoopbackOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return url.origin;
}
