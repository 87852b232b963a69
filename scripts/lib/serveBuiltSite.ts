import path from "node:path";
import { isPortInUse, portInUseMessage } from "./portInUse";
import { createStaticServer } from "./staticServer";

/** Serves a built site on 127.0.0.1:port (npm run serve, npm start); exits 1 with one line when the port is taken. */
export function serveBuiltSite(root: string, port: number): void {
  const host = "127.0.0.1";
  createStaticServer(root)
    .listen(port, host, () =>
      console.log(`✔ serving ${path.relative(process.cwd(), root) || "."}/ on http://${host}:${port}`),
    )
    .on("error", (error: NodeJS.ErrnoException) => {
      console.error(isPortInUse(error) ? portInUseMessage(port) : error.message);
      process.exit(1);
    });
}
