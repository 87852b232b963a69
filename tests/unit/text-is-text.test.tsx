// Config text is only ever text: nothing in src/ writes raw HTML, and markup typed into a config
// reaches the page escaped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockList } from "../../src/render/BlockList";
import type { ResolvedBlock } from "../../src/engine/resolve/resolvedTypes";
import { JsonLdScript } from "../../src/seo/JsonLdScript";
import { loadResolved, renderPage } from "./support/renderPage";

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// the one exception: structured data is a script's JSON, not HTML, written escaped by jsonLdScript (checked below)
const jsonLdWriter = "src/seo/JsonLdScript.tsx";

describe("config text is text", () => {
  it("no file in src/ writes raw HTML", () => {
    const offenders = sourceFiles(path.join(root, "src")).filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([jsonLdWriter]);
  });

  it("the structured data's script holds config text escaped: a name with </script> ends nothing", () => {
    const html = renderToStaticMarkup(
      <JsonLdScript nodes={[{ "@type": "Organization", name: "A </script><script>alert(1)</script> & <!-- B" }]} />,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, "")).name).toBe(
      "A </script><script>alert(1)</script> & <!-- B",
    );
  });

  it("markup typed into a config is shown, escaped, not executed", async () => {
    const site = loadResolved("tests/fixtures/base").site;
    const blocks: ResolvedBlock[] = [
      { type: "hero", title: '<img src=x onerror="alert(1)">', subtitle: "<script>alert(2)</script>" },
    ];
    const html = await renderPage(<BlockList blocks={blocks} file="pages/x.json" />, site);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).not.toMatch(/<img src=x|<script>alert/);
  });
});
