import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../blocks/BlockList";
import { preloadBlocks } from "../blocks/registry";
import { collectionsUsedBy, loadConfigs } from "../engine/configStore.server";
import type { Collections } from "../generated/config-types";
import type { RootData } from "../root";
import { pageMeta } from "../seo/pageMeta";
import { CollectionsProvider } from "../site/SiteContext";

// Serves every page config: the route's pattern says which one. Runs at build time (pre-rendering).
export async function loader({ pattern }: LoaderFunctionArgs) {
  const configs = loadConfigs();
  const route = pattern === "" ? "/" : "/" + pattern.replace(/^\//, "");
  const entry = configs.pages.find((p) => p.route === route);
  if (!entry) throw new Response(`No page config for ${route}`, { status: 404 });
  const collections = Object.fromEntries(
    collectionsUsedBy(entry.config).map((name) => [name, configs.collections[name]]),
  ) as Partial<Collections>;
  return { route, file: entry.file, page: entry.config, collections };
}

// On client-side navigation, fetch the page's data and its blocks' code together.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await preloadBlocks(data.page.blocks.map((b) => b.type));
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  return pageMeta(root.site, loaderData.page, loaderData.route, new Date(root.builtAt).getFullYear());
};

export default function PageRoute() {
  const { page, file, collections } = useLoaderData<typeof loader>();
  return (
    <CollectionsProvider value={collections}>
      <BlockList blocks={page.blocks} file={file} />
    </CollectionsProvider>
  );
}
