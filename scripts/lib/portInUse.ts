import { createServer } from "node:net";

/** What every command that listens says when its port is taken: one line, the way out. */
export function portInUseMessage(port: number): string {
  return `✖ port ${port} is already in use: stop the other server or pass --port N`;
}

/** Whether nothing listens on `port` yet (on any address: a server on 127.0.0.1 alone takes it too). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Whether an error is a taken port, as Node (EADDRINUSE) or Vite ("Port 4174 is already in use") says it. */
export function isPortInUse(error: unknown): boolean {
  return (
    (error as NodeJS.ErrnoException | undefined)?.code === "EADDRINUSE" ||
    (error instanceof Error && /port \d+ is already in use/i.test(error.message))
  );
}
