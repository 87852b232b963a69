import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError, readJson, send } from "./editorApi.ts";

export type JsonRoute = (body: unknown, url: URL) => Promise<object> | object;

/**
 * A middleware answering "METHOD /path" routes with JSON (behind the editor's request guard, like /api/…).
 * `bodyLimit` caps a POST body in bytes.
 */
export function jsonRoutes(routes: Record<string, JsonRoute>, bodyLimit?: number) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? "/", "http://editor.invalid");
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return next();
    try {
      const body = req.method === "POST" ? await readJson(req, bodyLimit) : undefined;
      send(res, 200, await handler(body, url));
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, error.body);
      else send(res, 500, { error: (error as Error).message });
    }
  };
}
