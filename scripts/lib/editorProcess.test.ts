import { createServer, type Server } from "node:net";
import { afterAll, expect, it } from "vitest";
import { startEditor } from "./editorProcess";

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** A port a server of this test holds, or one just free (its server closed). */
async function port(kept: boolean): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  if (kept) servers.push(server);
  else await new Promise((resolve) => server.close(resolve));
  return port;
}

it("starts the editor on another port when the one it tried was taken meanwhile (by another test's server)", async () => {
  const taken = await port(true);
  const free = await port(false);
  const tried: number[] = [];
  const editor = await startEditor(undefined, undefined, {
    portOf: (attempt) => {
      const chosen = attempt === 1 ? taken : free;
      tried.push(chosen);
      return chosen;
    },
  });
  try {
    expect(tried).toEqual([taken, free]);
    expect(editor.port).toBe(free);
    expect((await fetch(editor.url)).status).toBe(200);
  } finally {
    editor.stop();
  }
}, 120_000);
