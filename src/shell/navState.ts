import type { SiteConfig } from "../generated/config-types";
import { trimSlash } from "../site/anchors";
import { resolveHref } from "../site/resolveHref";

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
