import { ChakraProvider } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { loadConfigs } from "./engine/configStore.server";
import { BannerGate } from "./shell/BannerGate";
import { SiteShell } from "./shell/SiteShell";
import { SiteProvider } from "./site/SiteContext";
import { system } from "./theme/system";

export async function loader() {
  const { site, notFound } = loadConfigs();
  return {
    site: site!,
    notFound: notFound.map(({ prefix, file, config }) => ({ prefix, file, config })),
    builtAt: new Date().toISOString(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// Site settings do not change between pages; only a dev-server config edit reloads them.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {data?.site.banner.enabled && <BannerGate storageKey={data.site.banner.storageKey} />}
      </head>
      <body>
        <ChakraProvider value={system}>{children}</ChakraProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootData>("root")!;
  useConfigHotReload();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteProvider site={data.site} builtAt={data.builtAt}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </SiteProvider>
  );
}

/** In development, reloads page data when a JSON config is saved (no full page reload). */
function useConfigHotReload() {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!import.meta.hot) return;
    const reload = () => void revalidator.revalidate();
    import.meta.hot.on("pages-config:changed", reload);
    return () => import.meta.hot?.off("pages-config:changed", reload);
  }, [revalidator]);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  const details = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <main style={{ padding: "3rem 1.5rem", maxWidth: 900, margin: "0 auto", fontFamily: "system-ui, sans-serif" }}>
      <h1>{title}</h1>
      {details ? (
        <pre style={{ whiteSpace: "pre-wrap", background: "#fff4f4", padding: "1rem", border: "1px solid #f5c2c2" }}>{details}</pre>
      ) : (
        <p>
          Please try again, or go back to the <a href="/">home page</a>.
        </p>
      )}
    </main>
  );
}
