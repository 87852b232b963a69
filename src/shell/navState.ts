import type { SiteConfig } from "../generated/config-types";
import { resolveHref } from "../site/resolveHref";

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * aria-current for a menu link: "page" on the page itself, "true" inside its section
 * (e.g. Integrations while on /integrations/zoom). Anchor links such as "/#demo" are never current.
 */
export function currentState(href: string, pathname: string, links: SiteConfig["links"]): "page" | "true" | undefined {
  const resolved = resolveHref(href, links);
  if (!resolved || resolved.kind !== "internal" || resolved.hash || !resolved.path) return undefined;
  const here = trimSlash(pathname);
  const target = trimSlash(resolved.path);
  if (here === target) return "page";
  if (target !== "/" && here.startsWith(`${target}/`)) return "true";
  return undefined;
}

/** A same-page anchor ("/#demo" while on /): the id to scroll to, or undefined for a real navigation. */
export function samePageAnchor(href: string, pathname: string, links: SiteConfig["links"]): string | undefined {
  const resolved = resolveHref(href, links);
  if (!resolved || resolved.kind !== "internal" || !resolved.hash) return undefined;
  const samePage = resolved.path === "" || trimSlash(resolved.path) === trimSlash(pathname);
  return samePage ? resolved.hash : undefined;
}
