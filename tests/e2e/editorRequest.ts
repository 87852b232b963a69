import http from "node:http";

/** A raw HTTP request to the editor (no browser): its status code. Headers left undefined are not sent. */
export function editorRequest(
  port: number,
  pathname: string,
  body: object | undefined,
  headers: Record<string, string | undefined>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method: text === undefined ? "GET" : "POST", headers: sent },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}
