import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { classify, listConfigFiles, pageFileFor, schemaRef } from "../../src/engine/configFiles";
import { siteSchemasRef } from "../../src/engine/projectPaths";
import { didYouMean } from "../../src/engine/suggest";
import { siteSchemasFolder } from "./siteBlockSchemas";

export interface NewPageRequest {
  /** The config folder (pages-config/ or a copy with the same layout). */
  configDir: string;
  /** The address of the new page, "/tax-planning". */
  route: string;
  /** Its title (seo.title, and the heading of the starter page); by default made from the address. */
  title?: string;
  /** Address of an existing page whose blocks the new page starts from. */
  from?: string;
}

export type NewPagePlan =
  | {
      ok: true;
      route: string;
      /** Absolute path of the file to write. */
      file: string;
      /** Its JSON: two-space indented, ending with a newline. */
      content: string;
      /** The config file of the page it was copied from (--from), as shown in messages. */
      copiedFrom?: string;
    }
  | { ok: false; message: string };

const refuse = (message: string): NewPagePlan => ({ ok: false, message });

/**
 * The starter page config for a new address, or why there cannot be one: the address is not one a page can
 * have, a page already has it, or the page to copy does not exist. Writes nothing.
 */
export function planNewPage({ configDir, route: asked, title, from }: NewPageRequest): NewPagePlan {
  const checked = checkRoute(asked);
  if (typeof checked !== "string") return checked;
  const route = checked;

  const files = listConfigFiles(configDir);
  const pages = new Map(files.flatMap((f) => (f.what.kind === "page" ? [[f.what.route, f] as const] : [])));
  const taken = pages.get(route);
  if (taken) {
    return refuse(
      `"${route}" already has a page: ${relative(configDir, taken.inside)}. Choose another address, or edit that file.`,
    );
  }

  const pageTitle = (title ?? titleFromRoute(route)).trim();
  if (pageTitle === "") return refuse('--title is empty. Give the page a title, for example --title "Tax Planning".');
  const sameTitle = [...pages].find(([, f]) => seoOf(f.absolute)?.title === pageTitle);
  if (sameTitle) {
    return refuse(
      `the title "${pageTitle}" is already used by ${sameTitle[0]}. Every page needs a title of its own (browser tabs and search results show it): pass --title "…".`,
    );
  }

  const inside = pageFileFor(route);
  const seo = {
    title: pageTitle,
    description: `${pageTitle}: what this page offers, in one or two sentences. Search engines show them under the title.`,
  };
  let config: Record<string, unknown>;
  let copiedFrom: string | undefined;
  if (from === undefined) {
    config = {
      seo,
      blocks: [
        {
          type: "hero",
          title: pageTitle,
          subtitle:
            "Replace this text with one or two sentences about the page, then add blocks below: the block reference in docs/blocks.md lists every block type and its fields.",
        },
      ],
    };
  } else {
    const source = pages.get(from);
    if (!source) {
      const known = [...pages.keys()].sort();
      const hint = didYouMean(from, known) || (known.length <= 50 ? ` Pages: ${known.join(", ")}.` : "");
      return refuse(`--from "${from}": no page has that address.${hint}`);
    }
    const copy = readJson(source.absolute);
    if (!copy)
      return refuse(
        `--from "${from}": ${relative(configDir, source.inside)} is not valid JSON. Fix it first (npm run validate).`,
      );
    // the copy keeps the source's fields in their order; only its title and description are new
    const { $schema: _ignored, ...rest } = copy;
    config = { ...rest, seo: { ...(isRecord(rest.seo) ? rest.seo : {}), ...seo } };
    copiedFrom = relative(configDir, source.inside);
  }
  // a site with blocks of its own has a page schema that knows them too (`types` writes it): the editor then
  // completes and checks those blocks in the new page as well (docs/site-blocks.md)
  const ownSchemas = existsSync(path.join(configDir, siteSchemasFolder, "page.schema.json"));
  const $schema = schemaRef(inside, "page.schema.json", ownSchemas ? siteSchemasFolder : siteSchemasRef(configDir));
  const content = JSON.stringify({ $schema, ...config }, null, 2) + "\n";
  return { ok: true, route, file: path.join(path.resolve(configDir), inside), content, copiedFrom };
}

/** The route normalised ("/tax-planning/" → "/tax-planning"), or why it cannot be a page's address. */
function checkRoute(asked: string): string | NewPagePlan {
  const usage = 'Give the new page\'s address, for example: npm run new-page -- /tax-planning --title "Tax Planning"';
  if (asked.trim() === "") return refuse(`no address given. ${usage}`);
  if (!asked.startsWith("/")) {
    return refuse(
      `"${asked}" is not an address of this site: addresses start with "/".${suggestRoute(`/${asked}`, asked)} ${usage}`,
    );
  }
  const route = asked.length > 1 && asked.endsWith("/") ? asked.slice(0, -1) : asked;
  if (route !== "/" && route.split("/").slice(1).includes("")) {
    return refuse(`"${asked}" has an empty part between two slashes.${suggestRoute(route)}`);
  }
  const what = classify(pageFileFor(route));
  if (what.kind !== "page") {
    return refuse(
      `"${asked}" cannot be a page's address: ${what.kind === "unexpected" ? `${what.reason} ${what.hint}` : ""}${suggestRoute(route)}`,
    );
  }
  if (what.route !== route) {
    return refuse(
      `"${asked}" would be the page "${what.route}" ("index" names a folder's own page). Write "${what.route}".`,
    );
  }
  return route;
}

/** A " Did you mean …?" with the address made valid (lower case, dashes), when that differs from what was asked. */
function suggestRoute(route: string, asked = route): string {
  const fixed =
    "/" +
    route
      .toLowerCase()
      .split("/")
      .map((part) => part.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""))
      .filter((part) => part !== "")
      .join("/");
  return fixed !== asked && fixed !== "/" && classify(pageFileFor(fixed)).kind === "page"
    ? ` Did you mean "${fixed}"?`
    : "";
}

/** "/integrations/tax-planning" → "Tax Planning". */
export function titleFromRoute(route: string): string {
  return (route.split("/").pop() ?? "")
    .split("-")
    .filter((word) => word !== "")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

function relative(configDir: string, inside: string): string {
  return path.relative(process.cwd(), path.join(configDir, inside)).split(path.sep).join("/");
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function seoOf(file: string): { title?: unknown } | undefined {
  const seo = readJson(file)?.seo;
  return isRecord(seo) ? seo : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
