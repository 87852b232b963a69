import type { Problem } from "../diagnostic.ts";
import { fieldPath } from "../fieldPath.ts";
import type { ResolvedConfigSet } from "../resolve/resolveConfigSet.ts";
import type { PictureUse } from "./findPictures.ts";
import type { SourceFacts } from "./pictureChecks.ts";
import { isRasterPicture } from "./findPictures.ts";

/** The size social sites show a link's picture at (Facebook, LinkedIn, X, Slack): 1.91 : 1. */
export const shareSize = { width: 1200, height: 630 } as const;

/** A place a config names a share picture: the file and JSON pointer of the field, and the public/ path. */
export interface ShareUse {
  file: string;
  pointer: string;
  src: string;
  /** The focus of the same picture where a page shows it (a hero's photo), so the crop keeps the same part. */
  focus?: PictureUse["focus"];
}

/**
 * Every share picture the site names, once per path with the first place naming it: the site's `seo.ogImage`
 * (and each language's), each page's resolved `seo.ogImage` (a template's `"{item.cover}"` is the item's picture
 * by then) and a dated item's BlogPosting picture. The crop's focus is that of the same file where a block shows it.
 */
export function findShareUses(site: ResolvedConfigSet, blockUses: readonly PictureUse[]): ShareUse[] {
  const named = new Map<string, ShareUse>();
  const add = (file: string | undefined, pointer: string, src: string | undefined) => {
    if (file === undefined || src === undefined || !isRasterPicture(src) || named.has(src)) return;
    const focus = blockUses.find((use) => use.src === src && use.focus !== undefined)?.focus;
    named.set(src, { file, pointer, src, ...(focus !== undefined ? { focus } : {}) });
  };
  add(site.siteFile, "/seo/ogImage", site.site?.seo?.ogImage);
  for (const [language, settings] of Object.entries(site.siteByLanguage ?? {}))
    add(site.siteFile, `/translations/${language}/seo/ogImage`, settings.seo?.ogImage);
  for (const entry of [...site.pages, ...site.notFound]) {
    add(entry.file, "/seo/ogImage", entry.config.seo?.ogImage);
    add(entry.file, "/structuredData/image", entry.config.blogPosting?.image);
  }
  return [...named.values()];
}

/** The part of a source a share picture shows: the largest 1200:630 crop (never enlarged). */
export function shareArea(source: { width: number; height: number }) {
  const aspect = shareSize.width / shareSize.height;
  const width = Math.min(source.width, Math.floor(source.height * aspect), shareSize.width);
  return { width, height: Math.round(width / aspect) };
}

export interface ShareProblem extends Problem {
  warning: boolean;
}

/** What stops a share picture being made (a located problem), or makes it poor (a warning). */
export function sharePictureProblems(use: ShareUse, facts: SourceFacts): ShareProblem[] {
  const at = fieldPath(use.pointer);
  if (!facts.ok || !["jpeg", "png", "webp", "avif"].includes(facts.format))
    return [
      {
        warning: false,
        code: "picture-unreadable",
        cause: use.src,
        message: `${at}: "${use.src}" is not a picture the build can read (${facts.ok ? facts.format : facts.detail}).`,
        hint: "Save it as JPEG or PNG (renaming a file does not change what it is).",
      },
    ];
  const area = shareArea(facts);
  if (area.width >= shareSize.width) return [];
  return [
    {
      warning: true,
      code: "share-picture-too-small",
      cause: use.src,
      message: `${at}: "${use.src}" is ${facts.width}×${facts.height} px; link previews show ${shareSize.width}×${shareSize.height} px, so it is made at ${area.width}×${area.height} and looks blurry or small there.`,
      hint: `Use a picture at least ${shareSize.width}×${shareSize.height} px (it is cropped to that shape around its focus).`,
    },
  ];
}
