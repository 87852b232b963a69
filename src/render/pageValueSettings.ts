import { createContext, useContext } from "react";

/**
 * What a site block needs to write values as its page does (src/ui/pageFormats.ts): the language of the page's
 * content and the site's currency. A context of its own, apart from the page's (./pageContext.tsx), whose types reach
 * the engine: a site's type check reads every file its blocks import, without Node's types.
 */
export interface PageValueSettings {
  /** The language the page's content is in ("de"; a page a language lacks: the default language it shows). */
  language: string;
  /** site.json "currency", when it names one. */
  currency?: string;
}

const PageValueSettingsContext = createContext<PageValueSettings | null>(null);
export const PageValueSettingsProvider = PageValueSettingsContext.Provider;

/** The page's settings, or null outside a page (the block gallery). */
export function usePageValueSettings(): PageValueSettings | null {
  return useContext(PageValueSettingsContext);
}
