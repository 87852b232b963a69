// The selected site's own blocks, as Vite found them (src/engine/siteBlocks/viteSiteBlocks.ts): imported first by
// the code that renders pages, so the registry knows them before any page is rendered.
import { siteBlocks } from "virtual:site-blocks";
import { registerSiteBlocks } from "./siteBlocks";

registerSiteBlocks(siteBlocks);
