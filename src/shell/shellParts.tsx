import { createContext, useContext, type ReactNode } from "react";

/** The parts of the shell around a page's <main>, in document order: SkipLink, banner, header | footer. */
export const shellPartCount = 4;

/** What React reads of an <img> to preload it in <head> (the first ten images of a page, in order). */
export interface PreloadedImage {
  src?: string;
  srcSet?: string;
  sizes?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  crossOrigin?: "anonymous" | "use-credentials" | "";
  integrity?: string;
  type?: string;
  referrerPolicy?: React.HTMLAttributeReferrerPolicy;
}

/** An image of a shell part as React sees it to preload it: alone, or in a <picture> with its sources. */
export interface PartImage {
  image: PreloadedImage;
  /** The <source> elements of its <picture>, if it is in one. */
  sources?: { srcSet?: string; media?: string; type?: string; sizes?: string }[];
}

/**
 * How SiteShell renders, for src/render/shellCache.server.ts, which renders the shell once per site and
 * navigation state instead of once per page:
 * - "whole": everything (the dev server, the editor's preview, the block gallery);
 * - "shell": the shell parts, each between two markers, and an empty <main>;
 * - "page": the page inside <main>, each shell part replaced by its markers around its images (so that React
 *   preloads the same images in the same order as for the whole page; the images are then replaced by the part).
 * The tree keeps its shape in every mode (one ShellPart per part), so React's ids in the page do not change.
 */
export type ShellRender =
  { mode: "whole" } | { mode: "shell"; marker: string } | { mode: "page"; marker: string; images: PartImage[][] };

const ShellRenderContext = createContext<ShellRender>({ mode: "whole" });
export const ShellRenderProvider = ShellRenderContext.Provider;

/** The text that opens or closes a part: letters and digits only. */
export function partMarker(marker: string, part: number, end: "start" | "end"): string {
  return `${marker}p${part}${end}`;
}

export function ShellPart({ part, children }: { part: number; children: ReactNode }) {
  const render = useContext(ShellRenderContext);
  if (render.mode === "whole") return children;
  return (
    <>
      {partMarker(render.marker, part, "start")}
      {render.mode === "page" ? render.images[part].map((image, i) => <ImageOfPart key={i} {...image} />) : children}
      {partMarker(render.marker, part, "end")}
    </>
  );
}

function ImageOfPart({ image, sources }: PartImage) {
  const img = <img alt="" {...image} />;
  if (!sources) return img;
  return (
    <picture>
      {sources.map((source, i) => (
        <source key={i} {...source} />
      ))}
      {img}
    </picture>
  );
}

/** The page inside <main>: left out when only the shell renders. */
export function PageContent({ children }: { children: ReactNode }) {
  return useContext(ShellRenderContext).mode === "shell" ? null : children;
}
