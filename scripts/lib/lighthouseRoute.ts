import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags } from "./chromiumFlags";

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Transferred bytes (gzip on the wire) of scripts and of the document. */
  jsBytes: number;
  htmlBytes: number;
  /** The largest files the page fetched, by bytes transferred (gzip on the wire), up to three. */
  largest: { url: string; bytes: number }[];
  /** Failed best-practices audits (e.g. console errors from blocked third-party hosts in an offline run). */
  bestPracticesFailures: string[];
}

/** One Lighthouse run (mobile preset, Lighthouse's default simulated throttling) of a URL in Debian's Chromium. */
export async function lighthouseRoute(url: string, chromePath: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items =
      (
        audits["network-requests"]?.details as
          { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const bytes = (type: string) =>
      items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const failures = (categories["best-practices"]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      jsBytes: bytes("Script"),
      htmlBytes: bytes("Document"),
      largest: items
        .filter((i) => i.url && i.transferSize)
        .sort((a, b) => b.transferSize! - a.transferSize!)
        .slice(0, 3)
        .map((i) => ({ url: i.url!, bytes: i.transferSize! })),
      bestPracticesFailures: failures,
    };
  } finally {
    chrome.kill();
  }
}
