import type { MetaFunction } from "react-router";
import { useLocation, useRouteLoaderData } from "react-router";
import { BlockList } from "../blocks/BlockList";
import type { RootData } from "../root";
import { pageMeta } from "../seo/pageMeta";

/** The not-found config whose section prefix matches the path best ("/integrations/" before "/"). */
function notFoundFor(root: RootData, pathname: string) {
  return [...root.notFound].sort((a, b) => b.prefix.length - a.prefix.length).find((entry) => pathname.startsWith(entry.prefix));
}

export const meta: MetaFunction = ({ matches, location }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const entry = root && notFoundFor(root, location.pathname);
  if (!root || !entry) return [{ title: "Page not found" }];
  return pageMeta(root.site, entry.config, undefined);
};

// No loader: the not-found configs come with the site data.
export default function NotFoundRoute() {
  const root = useRouteLoaderData<RootData>("root")!;
  const { pathname } = useLocation();
  const entry = notFoundFor(root, pathname);
  if (!entry) return null;
  return <BlockList blocks={entry.config.blocks} file={entry.file} />;
}
