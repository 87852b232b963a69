import http from "node:http";
import type { AddressInfo } from "node:net";

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => unknown;

/** Serves one of the editor's middlewares on a free loopback port (anything it passes on gets 404). */
export async function serveMiddleware(api: Middleware): Promise<{ base: string; close: () => void }> {
  const server = http.createServer((req, res) => void api(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
