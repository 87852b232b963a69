/** npm run serve [-- --dir DIST --port N]: serves a built site on 127.0.0.1. */
import path from "node:path";
import { repoRoot } from "./lib/repoPaths";
import { createStaticServer } from "./lib/staticServer";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

const root = path.resolve(option("--dir") ?? path.join(repoRoot, "dist"));
const port = Number(option("--port") ?? process.env.PORT ?? 4173);
const host = "127.0.0.1";
createStaticServer(root)
  .listen(port, host, () => console.log(`✔ serving ${path.relative(process.cwd(), root) || "."}/ on http://${host}:${port}`))
  .on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `✖ port ${port} is already in use: stop the other server or pass --port N` : error.message);
    process.exit(1);
  });
