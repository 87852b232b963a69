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

/**
 * The ports above 1023 that Chromium refuses to open (net/base/port_util.cc, kRestrictedPorts: X11, SIP, IRC…):
 * a server there answers, but a browser test's page.goto fails with net::ERR_UNSAFE_PORT.
 */
const browserRefusedPorts: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A port picked at random from `from` to `from + count - 1`, never one a browser refuses: for servers of tests. */
export function randomBrowsablePort(from: number, count: number): number {
  const ports = Array.from({ length: count }, (_, i) => from + i).filter((port) => !browserRefusedPorts.has(port));
  if (ports.length === 0) throw new Error(`no port from ${from} to ${from + count - 1} that a browser opens`);
  return ports[Math.floor(Math.random() * ports.length)];
}
