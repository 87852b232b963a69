import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { listPublicFiles as servedFiles } from "../../engine/checks/publicFiles/publicFiles.ts";
import { listConfigFiles } from "../../engine/configFiles.ts";
import { findStringFields } from "../../engine/findStringFields.ts";
import { addressProblem, fileAddress, movedRoute } from "../../engine/i18n/pageAddresses.ts";
import { siteLanguagesOf, type SiteLanguages } from "../../engine/i18n/siteLanguages.ts";
import type { FileInfo } from "../shared/api.ts";

export function hashText(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** The text of a file, or undefined when it does not exist. */
export function readText(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, "utf8");
  } catch {
    return undefined;
  }
}

export function removeFile(absolute: string): void {
  rmSync(absolute);
}

/** Every config file of the folder with what the editor lists: kind, address, title, hash. */
export function listFiles(configDir: string): FileInfo[] {
  const files = listConfigFiles(configDir);
  const site = files.find((file) => file.what.kind === "site");
  const languages = siteLanguagesOf(parsePage(site ? (readText(site.absolute) ?? "") : ""));
  return files.flatMap((file): FileInfo[] => {
    const { what } = file;
    // a site's own collections are edited through their own API (contentApi.ts)
    if (what.kind !== "site" && what.kind !== "page" && what.kind !== "not-found" && what.kind !== "section") return [];
    const text = readText(file.absolute) ?? "";
    const hash = hashText(text);
    if (what.kind === "site") return [{ path: file.inside, kind: "site", title: "Site settings", hash }];
    // a linked section is edited as a page's blocks are (PageEditor), with a notice of where it is used
    if (what.kind === "section")
      return [
        {
          path: file.inside,
          kind: "section",
          title: `Linked section ${what.name}${what.language ? ` (${what.language})` : ""}`,
          hash,
        },
      ];
    const page = parsePage(text);
    const title = typeof page?.seo?.title === "string" ? page.seo.title : undefined;
    if (what.kind === "page") {
      const anchors = findStringFields(page, "anchor").map((f) => f.value);
      const route = servedAt(what.route, file.inside, page, languages);
      return [{ path: file.inside, kind: "page", route, title, anchors, hash }];
    }
    return [{ path: file.inside, kind: "not-found", route: what.prefix, title, hash }];
  });
}

/** Where a page is served: a translated page at the address it names, when it can be (docs/languages.md). */
function servedAt(route: string, inside: string, page: { address?: unknown } | undefined, languages: SiteLanguages) {
  const address = page?.address;
  if (typeof address !== "string" || addressProblem(address, fileAddress(inside), languages)) return route;
  return movedRoute(route, fileAddress(inside), address);
}

function parsePage(text: string): { seo?: { title?: unknown }; address?: unknown } | undefined {
  try {
    return JSON.parse(text) as { seo?: { title?: unknown }; address?: unknown };
  } catch {
    return undefined;
  }
}

/** Files under public/ as the URL paths they are served at (links followed, as validation lists them), but hidden ones. */
export function listPublicFiles(publicDir: string): string[] {
  return [...servedFiles(publicDir)].filter((name) => !name.split("/").some((part) => part.startsWith("."))).sort();
}
