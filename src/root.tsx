import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Outlet, useRouteError } from "react-router";
import { useOptionalPageContext } from "./render/pageContext";
import { PageHead } from "./seo/PageHead";
import { SiteShell } from "./shell/SiteShell";
import { SiteProvider } from "./site/SiteContext";
import { useSiteSystem } from "./theme/SiteSystemContext";
import { languageDirection } from "./engine/i18n/languageTable";
import { singleLanguage } from "./engine/i18n/siteLanguages";

/**
 * The document of every page. It is pre-rendered and never hydrated as a whole: React Router's client
 * runtime is not shipped. src/entry.server.tsx finds the page, and adds the head's scripts and styles.
 */
export function Layout({ children }: { children: ReactNode }) {
  const context = useOptionalPageContext();
  const hasPage = context !== null;
  const system = useSiteSystem();
  const language = context?.page.language ?? singleLanguage;
  const rtl = languageDirection(language) === "rtl";
  return (
    <html lang={language} dir={rtl ? "rtl" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {hasPage && <PageHead />}
        <Links />
        {import.meta.env.DEV && (
          <>
            {/* development only: Vite's client (reload on save, error overlay) and React Router's fast-refresh set-up,
                which its plugin's transformed components expect before they run */}
            <script type="module" src="/@vite/client" />
            <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />
          </>
        )}
      </head>
      <body>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </body>
    </html>
  );
}

export default function App() {
  const context = useOptionalPageContext();
  if (!context) return <Outlet />; // a route without a page config: the dev server's block gallery
  const { site, year } = context;
  return (
    <SiteProvider site={site}>
      <SiteShell year={year}>
        <Outlet />
      </SiteShell>
    </SiteProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  const details = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <main style={{ padding: "3rem 1.5rem", maxWidth: 900, margin: "0 auto", fontFamily: "system-ui, sans-serif" }}>
      <h1>{title}</h1>
      {details ? (
        <pre style={{ whiteSpace: "pre-wrap", background: "#fff4f4", padding: "1rem", border: "1px solid #f5c2c2" }}>
          {details}
        </pre>
      ) : (
        <p>
          Please try again, or go back to the <a href="/">home page</a>.
        </p>
      )}
    </main>
  );
}
