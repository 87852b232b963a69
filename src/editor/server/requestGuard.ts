import type { IncomingMessage } from "node:http";

/**
 * Why a request must be refused, or undefined. The editor answers only pages it served itself: the Host
 * header must name this server (no DNS rebinding), an Origin header must be this server's, and anything
 * that writes must carry that Origin and a JSON body (so no other site's form or script can post to it).
 */
export function refusal(req: IncomingMessage, port: number): string | undefined {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(req.headers.host ?? "")) return `host "${req.headers.host ?? ""}" is not this editor`;
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((h) => origin === `http://${h}`))
    return `requests from ${origin} are not allowed`;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none" && !isPreviewFrame(req, hosts))
    return `cross-site request refused`;
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    if (origin === undefined) return "a write needs the editor's Origin header";
    if (!(req.headers["content-type"] ?? "").startsWith("application/json")) return "a write needs a JSON body";
  }
  return undefined;
}

/** The editor (on one loopback name) opening its preview frame (on the other): a cross-site GET of /preview.html. */
function isPreviewFrame(req: IncomingMessage, hosts: string[]): boolean {
  const referer = req.headers.referer ?? "";
  return (
    req.method === "GET" &&
    req.headers["sec-fetch-dest"] === "iframe" &&
    (req.url ?? "").split("?")[0] === "/preview.html" &&
    hosts.some((h) => referer.startsWith(`http://${h}/`))
  );
}
