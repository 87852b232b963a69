/** "/pricing/" and "/pricing" are the same page. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * aria-current for a menu link (its href already resolved): "page" on the page itself, "true" inside its
 * section (Integrations while on /integrations/zoom). Anchor links such as "/#demo" and other sites never are.
 */
export function currentState(href: string, pathname: string): "page" | "true" | undefined {
  if (!href.startsWith("/") || href.startsWith("//") || href.includes("#")) return undefined;
  const here = trimSlash(pathname);
  const target = trimSlash(href.split("?")[0]);
  if (here === target) return "page";
  if (target !== "/" && here.startsWith(`${target}/`)) return "true";
  return undefined;
}
