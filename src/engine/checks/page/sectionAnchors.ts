import type { Issue } from "../../explainErrors.ts";
import { type BlockVisit, walkBlocks } from "../../blocks/walkBlocks.ts";
import { sitePlaces, type SitePlace } from "../../sections/siteSections.ts";

/** A page as visitors get it: its blocks with its linked sections' put in, and site.json's site-wide ones. */
export interface ExpandedPage {
  file: string;
  blocks: readonly unknown[];
  /** site.json's uses at each place (null where this page goes without one), their sections' blocks put in. */
  site?: { file: string; lists: Record<SitePlace, readonly unknown[]> };
}

interface AnchorPlace {
  file: string;
  pointer: string;
  /** As people read it, with the section it comes from: 'blocks[4] (the section "band", its blocks[0])'. */
  path: string;
  /** Where the message starts: the anchor's field when written in the file, else the section's use. */
  field: string;
  /** The nearest linked section use holding it: two anchors in one use are one file's repeat, told there. */
  use?: BlockVisit;
}

/** The nearest and the outermost "section" use holding a block (not the block itself). */
function sectionUses(visit: BlockVisit): { inner?: BlockVisit; outer?: BlockVisit } {
  let inner: BlockVisit | undefined;
  let outer: BlockVisit | undefined;
  for (let up = visit.parent; up; up = up.parent)
    if (up.block.type === "section") {
      inner ??= up;
      outer = up;
    }
  return { inner, outer };
}

/**
 * Two blocks of one page with the same anchor where at least one comes from a linked section (a page's own
 * repeats are told by duplicateAnchors, in the file): a link "#name" could only reach the first. Told in the page,
 * at the place written there (a section's use), naming the other place; two site-wide sections' repeat in site.json.
 */
export function sectionAnchorIssues(page: ExpandedPage): { file: string; issue: Issue }[] {
  const places: [string, AnchorPlace][] = [];
  const walk = (file: string, blocks: readonly unknown[], base: readonly (string | number)[]) =>
    walkBlocks(
      blocks,
      (visit) => {
        const anchor = visit.block.anchor;
        if (typeof anchor !== "string" || !anchor) return;
        const { inner, outer } = sectionUses(visit);
        const path = outer
          ? `${outer.path} (the section "${String(outer.block.ref)}", its ${visit.path.slice(outer.path.length + 1)})`
          : visit.path;
        places.push([
          anchor,
          {
            file,
            pointer: outer ? outer.pointer : `${visit.pointer}/anchor`,
            path,
            field: outer ? path : `${path}.anchor`,
            use: inner,
          },
        ]);
      },
      base,
    );
  if (page.site) walk(page.site.file, page.site.lists.afterHeader, ["sections", sitePlaces[0]]);
  walk(page.file, page.blocks, ["blocks"]);
  if (page.site) walk(page.site.file, page.site.lists.beforeFooter, ["sections", sitePlaces[1]]);

  const first = new Map<string, AnchorPlace>();
  const found: { file: string; issue: Issue }[] = [];
  for (const [anchor, place] of places) {
    const earlier = first.get(anchor);
    if (!earlier) {
      first.set(anchor, place);
      continue;
    }
    if (earlier.use === place.use && earlier.file === place.file) continue; // one file's own repeat
    // told in the page when either is written there: the page is what differs from the others
    const [at, other] = place.file === page.file || earlier.file !== page.file ? [place, earlier] : [earlier, place];
    const where = other.file === at.file ? other.path : `${other.path} in ${other.file}`;
    found.push({
      file: at.file,
      issue: {
        code: "duplicate-anchor",
        pointer: at.pointer,
        at: "value",
        message: `${at.field}: the anchor "${anchor}" is also the anchor of ${where}, so a link to "#${anchor}" reaches only the first.`,
        hint: "Rename one of the two: each anchor of a page, its linked sections' included, needs its own name.",
      },
    });
  }
  return found;
}
