import { createContext, useContext } from "react";
import { Scripts } from "react-router";

/**
 * React Router's pre-render also writes an "SPA fallback" page and refuses to build unless it carries the
 * router's client scripts. No page of this site hydrates as a whole, so the scripts are rendered for that
 * one request only (entry.server sets this), and the build deletes the fallback file.
 */
const SpaFallbackRequest = createContext(false);
export const SpaFallbackRequestProvider = SpaFallbackRequest.Provider;

export function RouterScriptsForSpaFallback() {
  return useContext(SpaFallbackRequest) ? <Scripts /> : null;
}
