/**
 * Where a config href really goes, with the validator's rules: "@signup" becomes the site.json address,
 * everything else is already final ("/pricing", "/#demo", "https://…", "mailto:…"). The validator has
 * checked every link before this runs, so an unknown "@name" cannot reach it; it is refused all the same.
 */
export function finalHref(href: string, siteLinks: Readonly<Record<string, string>>): string {
  if (!href.startsWith("@")) return href;
  const target = Object.hasOwn(siteLinks, href.slice(1)) ? siteLinks[href.slice(1)] : undefined;
  if (target === undefined) throw new Error(`unknown site address ${href}`);
  return target;
}
