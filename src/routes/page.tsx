import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../blocks/BlockList";
import { loadSite } from "../engine/configStore.server";
import type { RootData } from "../root";
import { pageMeta } from "../seo/pageMeta";

// Serves every page config: the route's pattern says which one. Runs at build time (pre-rendering).
export async function loader({ pattern }: LoaderFunctionArgs) {
  const route = pattern === "" ? "/" : "/" + pattern.replace(/^\//, "");
  const entry = loadSite().pages.find((p) => p.route === route);
  if (!entry) throw new Response(`No page config for ${route}`, { status: 404 });
  return { route, file: entry.file, page: entry.config };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  return pageMeta(root.site, loaderData.page, loaderData.route);
};

export default function PageRoute() {
  const { page, file } = useLoaderData<typeof loader>();
  return <BlockList blocks={page.blocks} file={file} />;
}
