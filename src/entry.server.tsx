// first: the site's own blocks registered before any renderer is loaded
import "./blocks/siteBlocksFromVite";
import { CacheProvider } from "@emotion/react";
import { createElement, type ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandRoot } from "./islands/IslandRoot";
import { shellScript } from "./shell/shellScript";
import { islandLoaderSrc } from "./render/islandLoader";
import { IslandSlots, IslandSlotsProvider } from "./render/islandSlots";
import { PageContextProvider } from "./render/pageContext";
import { PageValueSettingsProvider } from "./render/pageValueSettings";
import { BuildDayProvider } from "./render/buildDay";
import { brokenConfigFor, pageForUrl } from "./render/pageForUrl.server";
import { type LoadedSite, loadSite } from "./engine/configStore.server";
import { devPictures } from "./engine/pictures/devPicturesHook";
import { ConfigError, type Diagnostic } from "./engine/diagnostic";
import { shownSiteFile } from "./engine/projectPaths";
import { brokenConfigsNotice, configProblemsDocument } from "./render/configProblems.server";
import { createPageCache, globalIdsOf, type PageStyles, pageStyles, styleTags } from "./render/pageStyles.server";
import { type RenderedDocument, renderWithCachedShell } from "./render/shellCache.server";
import { type ShellRender, ShellRenderProvider } from "./shell/shellParts";
import { guardRecipes } from "./render/recipeGuard.server";
import { BlockCodeFailure, loadAllRenderers } from "./render/renderers";
import { blockCodeProblems } from "./render/blockCodeProblems.server";
import { diagnosticLines } from "./engine/diagnosticLines";
import { SiteBlockRenderError, siteBlockFailure, takeSiteBlockFailure } from "./blocks/siteBlocks";
import { siteBlockTypeHeader } from "./blocks/siteBlockTypeHeader";
import { loadSiteBlocks } from "./blocks/siteBlockModules";
import { siteSystem } from "./theme/system";
import { SiteSystemProvider } from "./theme/SiteSystemContext";
import { fontPreloadTag } from "./theme/fontPreload";
import { shownBanner } from "./shell/shownBanner";
import { fillLanguageSwitch } from "./shell/languageSwitchHref";
import { siteLanguages } from "./engine/i18n/siteLanguages";
import { switchTargets } from "./engine/i18n/switchTargets";

/**
 * Every block's renderer, loaded before the first page is rendered. A block whose code cannot be loaded (a site
 * block's component that does not compile) fails only the pages that use it, with its located messages (as `build`
 * says them), told once in the terminal; the other pages render.
 */
let renderersLoaded = loadRenderers();

function loadRenderers(): Promise<Map<string, Diagnostic[]>> {
  return loadAllRenderers().then(async (failures) => {
    const problems = new Map<string, Diagnostic[]>();
    for (const failure of failures) problems.set(failure.type, await blockCodeProblems(failure));
    if (problems.size > 0 && import.meta.env.DEV) {
      const types = [...problems.keys()].map((type) => `"${type}"`).join(", ");
      console.error(
        `${diagnosticLines([...problems.values()].flat()).join("\n")}\n(only the pages that use the block ${types} show the error until it is fixed; other pages keep rendering)`,
      );
    }
    return problems;
  });
}

/**
 * What a build's render thread calls first for a site with blocks of its own: their bundle, compiled apart from
 * the builder's code (scripts/lib/build/siteBlockBundle.ts), loaded and registered, and every renderer loaded again
 * with theirs.
 */
export async function loadSiteBlockBundle(bundleUrl: string): Promise<void> {
  await loadSiteBlocks(bundleUrl);
  renderersLoaded = loadRenderers();
  await renderersLoaded;
}

// what `npm run build`'s render threads call first (scripts/lib/build/renderWorker.ts): the site they render
export { provideResolvedSite } from "./engine/configStore.server";

/**
 * The build's render threads take a page's HTML as the string it was made as: a Response's body would be the
 * page checked for lone surrogates, encoded to bytes, streamed and decoded back to the same string (a tenth of a
 * page's time in its thread). Its CSS comes beside it, not written into it: the build links it as stylesheets
 * (scripts/lib/build/finishPage.ts) where a marker stands in the page's <head>, rather than finding 90 KB of
 * <style> in each page and cutting it out. Set by the thread (renderWorker.ts); the dev server answers with bodies,
 * their CSS in <style> elements.
 */
let htmlAsText = false;
const renderedOfResponse = new WeakMap<Response, HandedOffPage>();
export function handOffHtmlAsText(): void {
  htmlAsText = true;
}
export interface HandedOffPage {
  /** The page, with `marker` where its CSS goes. */
  html: string;
  styles: PageStyles;
  /** What stands for the CSS in `html`; random, so no config text can produce it. */
  marker: string;
}
const stylesMarker = `<!--page-styles-${Math.random().toString(36).slice(2)}-->`;
/** The page of a response handleRequest made after handOffHtmlAsText() (undefined for any other response). */
export function renderedPageOf(response: Response): HandedOffPage | undefined {
  return renderedOfResponse.get(response);
}

/**
 * Renders one page to static HTML (at build time, and per request in the dev server):
 * 0. the page config of the address (or the nearest not-found config, status 404), read here rather than
 *    by a route loader: nothing of it is sent to the browser but the HTML and the islands' props;
 * 1. the page, with an empty slot for each island (the interactive part of a block);
 * 2. each island on its own, as the browser will hydrate it (its own root and identifierPrefix);
 * 3. the CSS the page uses, collected into <head> (none left in <body>);
 * 4. the shell's inline script and speculation rules (prefetching of ordinary page loads);
 * 5. the island loader, only when a block on the page needs the browser. No other script: React Router's
 *    client runtime is not shipped (see docs/architecture.md).
 * In `npm run build`, worker threads render the pages with this same function through React Router's request
 * handler (scripts/lib/build/renderWorker.ts): pages are rendered on every core.
 * In the dev server, an invalid config breaks only the addresses it answers for: they show its located
 * messages (and Vite's overlay); other pages render with a small notice naming the file. A problem in
 * site.json or a data file breaks every page.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const blockCodeProblemsByType = await renderersLoaded;
  // React Router renders its error page after a render threw: a site block's failure is said as it is instead
  const siteBlockFailed = takeSiteBlockFailure();
  if (siteBlockFailed && context.staticHandlerContext.errors)
    return new Response(siteBlockFailed.message, {
      status: 500,
      headers: { "Content-Type": "text/plain", [siteBlockTypeHeader]: siteBlockFailed.blockType },
    });
  const pathname = new URL(request.url).pathname;
  let site: LoadedSite;
  try {
    site = loadSite();
  } catch (error) {
    if (import.meta.env.DEV && error instanceof ConfigError) return configProblemsResponse(error.diagnostics, headers);
    throw error;
  }
  // the dev server's pictures: the build's markup, each file made when first asked for (scripts/lib/pictures)
  const attachDevPictures = import.meta.env.DEV ? devPictures() : undefined;
  if (attachDevPictures) site = await attachDevPictures(site);
  // A route that declares `handle = { pageConfig: false }` renders without a page config (the dev server's
  // block gallery, src/routes.ts); every other address is a page of the config folder.
  const withPage = !context.staticHandlerContext.matches.some(
    (match) => (match.route.handle as { pageConfig?: boolean } | undefined)?.pageConfig === false,
  );
  const broken = withPage ? brokenConfigFor(site, site.broken, pathname) : undefined;
  if (broken) return configProblemsResponse(broken.diagnostics, headers);
  const page = withPage ? pageForUrl(site, pathname) : undefined;
  // the site settings in the page's language: its own navigation, footer and words (the shell is cached per language)
  const pageSite = (page && site.siteByLanguage[page.language]) ?? site.site;
  const pageContext = page && {
    site: pageSite,
    year: site.year,
    page,
    shareImages: site.shareImages,
    logoSizes: site.logoSizes,
  };
  // the values a site block writes (usePageFormats): in its content's language, with the site's currency
  const valueSettings = page
    ? { language: page.fallbackFrom ?? page.language, ...(pageSite.currency ? { currency: pageSite.currency } : {}) }
    : null;
  if (page) status = page.status;
  // the site's Chakra system, made from site.json "theme" (one per theme, kept across pages)
  const system = siteSystem(site.site.theme);
  guardRecipes(system);
  const isStaticPage = page !== undefined;
  // React Router's ServerRouter writes its hand-off stream (the route data for its client runtime) into the page,
  // where withoutRouterScripts removes it: a page of the config folder is never hydrated as a whole, so it renders
  // without (no stream split per render, read and written, and no empty Suspense marker left before </body>).
  // Elsewhere (the dev server's block gallery) ServerRouter reads it, once: each render gets a branch of its own
  let handoff = context.serverHandoffStream;
  const contextForOneRender = (): EntryContext => {
    if (isStaticPage) return { ...context, serverHandoffStream: undefined };
    if (!handoff) return context;
    const [branch, rest] = handoff.tee();
    handoff = rest;
    return { ...context, serverHandoffStream: branch };
  };
  const renderIn = async (shell: ShellRender): Promise<RenderedDocument> => {
    const cache = createPageCache();
    const slots = new IslandSlots();
    const document = (
      <ShellRenderProvider value={shell}>
        <CacheProvider value={cache}>
          <SiteSystemProvider value={system}>
            <IslandSlotsProvider value={slots}>
              <PageContextProvider value={pageContext ?? null}>
                <PageValueSettingsProvider value={valueSettings}>
                  <BuildDayProvider value={site.today}>
                    <ServerRouter context={contextForOneRender()} url={request.url} />
                  </BuildDayProvider>
                </PageValueSettingsProvider>
              </PageContextProvider>
            </IslandSlotsProvider>
          </SiteSystemProvider>
        </CacheProvider>
      </ShellRenderProvider>
    );
    return { html: await renderDocument(document, isStaticPage), cache, slots };
  };
  // The dev server reads the configs afresh on every request: nothing to reuse there
  let rendered: RenderedDocument;
  try {
    rendered =
      isStaticPage && !import.meta.env.DEV
        ? await renderWithCachedShell(pageSite, site.year, pathname, globalIdsOf(system), renderIn)
        : await renderIn({ mode: "whole" });
  } catch (error) {
    if (!(error instanceof BlockCodeFailure)) throw error;
    // a block of the page whose code could not be loaded: its located messages, as a page's config problems are
    const problems = blockCodeProblemsByType.get(error.type) ?? [];
    if (import.meta.env.DEV) return configProblemsResponse(problems, headers);
    throw plainError(diagnosticLines(problems).join("\n"));
  }
  const { cache, slots } = rendered;
  let html = rendered.html;

  for (const island of slots.islands) {
    const islandHtml = renderToString(
      <IslandRoot>{createElement(island.component, island.props as never)}</IslandRoot>,
      {
        identifierPrefix: `${island.id}-`,
      },
    );
    html = slots.fill(html, island.id, islandHtml);
  }

  if (!isStaticPage) html = withoutRouterScripts(html);
  if (page) html = fillLanguageSwitch(html, switchTargets(page, siteLanguages(site.site)));
  const styles = pageStyles(cache, html, system);
  const head = [
    fontPreloadTag(site.site.theme),
    `<script>${shellScript(shownBanner(pageSite)?.storageKey)}</script>`,
    `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`,
    htmlAsText ? stylesMarker : styleTags(styles),
    slots.needsBrowser ? `<script type="module" src="${islandLoaderSrc}"></script>` : "",
  ];
  html = html.replace("</head>", `${head.join("")}</head>`);
  if (site.broken.length > 0) html = html.replace("</body>", `${brokenConfigsNotice(site.broken)}</body>`);

  headers.set("Content-Type", "text/html; charset=utf-8");
  if (!htmlAsText) return new Response(html, { status, headers });
  const response = new Response(null, { status, headers });
  renderedOfResponse.set(response, { html, styles, marker: stylesMarker });
  return response;
}

/**
 * The document's HTML. A page is static: every renderer is loaded before (src/render/renderers.ts) and nothing
 * suspends, so renderToString renders it in one pass, without a stream's overhead. A part that suspended
 * anyway would be left to the browser ("<!--$!-->"): that page stops the render instead of shipping
 * incomplete. Routes without a page config (the dev server's block gallery, which loads its data while it
 * renders) render as a stream that waits for every part.
 */
async function renderDocument(document: ReactElement, isStaticPage: boolean): Promise<string> {
  if (isStaticPage) {
    let html: string;
    try {
      html = renderToString(document);
    } catch (error) {
      // a block whose code could not be loaded is told by handleRequest, wherever the block is
      if (error instanceof BlockCodeFailure) throw error;
      // the line it threw at where Node maps stacks to the sources: a build's render threads, when the bundle has
      // maps (a site with blocks of its own). The dev server's stacks are of the code as Vite transformed it: even
      // with Node's source maps on (the CLI turns them on), their lines are not the file's
      const mapped = !import.meta.env.DEV && process.sourceMapsEnabled;
      throw siteBlockFailure(error, shownSiteFile, mapped) ?? error;
    }
    if (html.includes("<!--$!-->")) {
      throw new Error(
        "a part of the page suspended while it was rendered (a component waiting for data or code): " +
          "load it before the render, as src/render/renderers.ts does for the block renderers",
      );
    }
    return `<!DOCTYPE html>${html}`;
  }
  let failed: unknown;
  const stream = await renderToReadableStream(document, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = error;
      console.error(error);
    },
  });
  await stream.allReady;
  if (failed) throw failed;
  return new Response(stream).text();
}

/**
 * What React Router logs of a request that failed: as it does (the error, unless the request was aborted), but a
 * site block's failure in its one line, which the build prints itself (scripts/build.ts) and the dev server
 * answers with: not the error object as well.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof SiteBlockRenderError) {
    if (import.meta.env.DEV) console.error(error.message);
    return;
  }
  // (an error response holds the error it was made for, React Router's own default reads it the same way)
  const held = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(held ?? error);
};

/** An error said as its message alone: the place in the site's files is what helps, not a stack trace. */
function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** Dev server: the located messages of the invalid config behind the address, instead of its page. */
function configProblemsResponse(diagnostics: Diagnostic[], headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(configProblemsDocument(diagnostics), { status: 500, headers });
}

/** Ordinary page loads made instant: a same-site link is prefetched when the pointer rests on it or it is pressed. */
const speculationRules = {
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { selector_matches: "[target=_blank]" } }] },
      eagerness: "moderate",
    },
  ],
};

/** React Router's stream hand-off scripts feed its client runtime, which pre-rendered pages do not load. */
function withoutRouterScripts(html: string): string {
  return html.replace(/<script>window\.__reactRouterContext[^<]*<\/script>/g, "");
}
