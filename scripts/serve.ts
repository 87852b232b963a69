/** npm run serve [-- --dir DIST --port N]: serves a built site on 127.0.0.1. */
import path from "node:path";
import { cliOption } from "./lib/cliOption";
import { repoRoot } from "../src/engine/projectPaths";
import { createStaticServer } from "./lib/staticServer";

const root = path.resolve(cliOption("--dir") ?? path.join(repoRoot, "dist"));
const port = Number(cliOption("--port") ?? process.env.PORT ?? 4173);
const host = "127.0.0.1";
createStaticServer(root)
  .listen(port, host, () =>
    console.log(`✔ serving ${path.relative(process.cwd(), root) || "."}/ on http://${host}:${port}`),
  )
  .on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `✖ port ${port} is already in use: stop the other server or pass --port N`
        : error.message,
    );
    process.exit(1);
  });
