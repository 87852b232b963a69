import type { SiteConfig } from "../generated/config-types";
import { resolveHref } from "./resolveHref";

/** "/pricing/" and "/pricing" are the same page. */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** A same-page anchor ("/#demo" while on /, or "#plans"): the id to scroll to, or undefined for a real navigation. */
export function samePageAnchor(href: string, pathname: string, links: SiteConfig["links"]): string | undefined {
  const resolved = resolveHref(href, links);
  if (!resolved || resolved.kind !== "internal" || !resolved.hash) return undefined;
  const samePage = resolved.path === "" || trimSlash(resolved.path) === trimSlash(pathname);
  return samePage ? resolved.hash : undefined;
}

/** Smoothly scrolls to the element with this id on the current page and shows #id in the address bar. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${id}`);
  return true;
}
