/** What the site check reports: one problem in one built page, located as precisely as it can be. */
export type CheckName =
  | "h1"
  | "heading-level"
  | "img-alt"
  | "accessible-name"
  | "duplicate-id"
  | "internal-link"
  | "anchor"
  | "title"
  | "description"
  | "html-lang"
  | "new-tab-rel"
  | "unrendered-block";

export interface Problem {
  check: CheckName;
  /** The address a visitor opens: "/pricing", "/" — or the file for not-found pages: "/integrations/404.html". */
  route: string;
  /** The built file, relative to the build folder: "pricing/index.html". */
  page: string;
  /** The config the page (or the part of it) comes from, as shown to the user: "pages-config/pages/pricing.json". */
  config?: string;
  /** The block the problem sits in: the nth `data-block` wrapper of the page is `blocks[n]` of its config. */
  block?: { index: number; type: string };
  /** Part of the site shell (header, footer, announcement banner) the problem sits in; its config is site.json. */
  shell?: string;
  message: string;
}

/** One line: `ROUTE  CONFIG blocks[N] (TYPE)  message  [check]`. */
export function formatProblem(p: Problem): string {
  const where = [
    p.config,
    p.block ? `blocks[${p.block.index}] (${p.block.type})` : undefined,
    p.shell ? `(site ${p.shell})` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  return `${p.route}  ${where ? where + "  " : ""}${p.message}  [${p.check}]`;
}
