// Renders the addresses it is given, in that order, with a fresh request handler over the server bundle, as a
// build worker does; posts back { [address]: "STATUS\nHTML" }. Used by pageHtmlIsPure.test.ts.
import { pathToFileURL } from "node:url";
import { workerData, parentPort } from "node:worker_threads";
import { createRequestHandler } from "react-router";

const { serverBundle, addresses } = workerData;
const handler = createRequestHandler(await import(pathToFileURL(serverBundle).href), "production");
const pages = {};
for (const address of addresses) {
  const response = await handler(new Request(`http://localhost${address}`));
  pages[address] = `${response.status}\n${await response.text()}`;
}
parentPort.postMessage(pages);
