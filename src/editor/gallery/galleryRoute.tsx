import { use } from "react";
import { schemasDir, selectedConfigDir } from "../../engine/projectPaths";
import { type IslandSlots, useIslandSlots } from "../../render/islandSlots";
import { BlockGallery } from "./BlockGallery";
import { type GalleryData, galleryData } from "./galleryData.server";

/**
 * /_blocks in the dev server only (src/routes.ts adds the route when NODE_ENV is "development"): the block
 * gallery. It has no page config (src/entry.server.tsx reads this handle), and reads the schemas and the
 * config folder afresh on every request, as the dev server does for pages.
 */
export const handle = { pageConfig: false };

/** One gallery per request: the render may run this component more than once while the data loads. */
const perRequest = new WeakMap<IslandSlots, Promise<GalleryData>>();

export default function BlockGalleryRoute() {
  const slots = useIslandSlots();
  let data = perRequest.get(slots);
  if (!data) {
    data = galleryData({ configDir: selectedConfigDir(), schemasDir });
    perRequest.set(slots, data);
  }
  return <BlockGallery data={use(data)} />;
}
