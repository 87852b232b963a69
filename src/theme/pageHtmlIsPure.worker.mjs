// Renders the addresses it is given, in that order, with a fresh request handler over the server bundle, as a
// build worker does; posts back { [address]: "STATUS\nHTML" }, or with `handOff` (the page handed over as text with
// its CSS beside it, as the build's render threads take it) { [address]: { status, html, styles, marker } }. Used by
// pageHtmlIsPure.test.ts.
import { pathToFileURL } from "node:url";
import { workerData, parentPort } from "node:worker_threads";
import { createRequestHandler } from "react-router";

const { serverBundle, addresses, handOff = false } = workerData;
const build = await import(pathToFileURL(serverBundle).href);
if (handOff) build.entry.module.handOffHtmlAsText();
const handler = createRequestHandler(build, "production");
const pages = {};
for (const address of addresses) {
  const response = await handler(new Request(`http://localhost${address}`));
  pages[address] = handOff
    ? { status: response.status, ...build.entry.module.renderedPageOf(response) }
    : `${response.status}\n${await response.text()}`;
}
parentPort.postMessage(pages);
