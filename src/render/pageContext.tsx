import { createContext, useContext } from "react";
import type { ResolvedPage, SharePicture } from "../engine/resolve/resolveConfigSet";
import type { SiteConfig } from "../generated/config-types";
import type { TrailStep } from "../engine/breadcrumbTrail";
import type { PageLanguage } from "../engine/i18n/pageLanguages";
import type { ImageSize } from "../engine/imageSize";

export interface PageToRender extends PageLanguage {
  /** The page's route, or undefined for a not-found page. */
  route: string | undefined;
  file: string;
  page: ResolvedPage;
  status: 200 | 404;
  /** The page's breadcrumb trail, for its BreadcrumbList (none for a not-found page). */
  trail?: readonly TrailStep[];
}

/** What one render shows: the resolved site settings and the page of the address (set by entry.server). */
export interface PageContextValue {
  /** The site settings in the page's language. */
  site: SiteConfig;
  /** The year {year} was filled with. */
  year: number;
  page: PageToRender;
  /** The share pictures' sizes and made files, by public/ path (ResolvedConfigSet.shareImages). */
  shareImages: Readonly<Record<string, SharePicture>>;
  /** The logos' sizes, by public/ path (ResolvedConfigSet.logoSizes); none where no public folder was read. */
  logoSizes?: Readonly<Record<string, ImageSize>>;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

/** The page being rendered, or null on a route without a page config (the dev server's block gallery). */
export function useOptionalPageContext(): PageContextValue | null {
  return useContext(PageContext);
}

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext() needs <PageContextProvider> (set up in src/entry.server.tsx)");
  return value;
}
