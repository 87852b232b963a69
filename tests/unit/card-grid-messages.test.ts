// card-grid's card shape depends on its variant: a field of another kind of card, a typo and a mistyped variant
// each get one located message in plain words naming the field.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { problemText } from "../../src/engine/diagnostic";
import { validateConfigDir } from "../../src/engine/validateConfigDir";
import { schemasDir } from "../../src/engine/projectPaths";
import { fixturesDir } from "./support/runValidate";

const dir = mkdtempSync(path.join(tmpdir(), "cards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("explains card mistakes where they are, by kind of card", () => {
  cpSync(path.join(fixturesDir, "base"), dir, { recursive: true });
  const page = {
    $schema: "../../schemas/page.schema.json",
    seo: { title: "Cards", description: "Cards with mistakes." },
    blocks: [
      {
        type: "card-grid",
        variant: "article",
        cards: [
          { title: "A", description: "B", tags: ["x"] },
          { title: "C", description: "D", readTme: 5 },
        ],
      },
      { type: "card-grid", variant: "agnet", cards: [{ title: "A", description: "B" }] },
    ],
  };
  writeFileSync(path.join(dir, "pages", "cards.json"), JSON.stringify(page, null, 2) + "\n");
  const messages = validateConfigDir(dir, schemasDir, dir)
    .diagnostics.filter((d) => d.file === "pages/cards.json" && !d.message.startsWith("$schema"))
    .map((d) => `${d.line}:${d.column} ${d.code} ${problemText(d)}`);
  expect(messages).toEqual([
    '15:11 unknown-field blocks[0].cards[0].tags: unknown field "tags". It is not allowed here. Allowed fields: category, color, type, image, title, description, readTime, link.',
    '22:11 unknown-field blocks[0].cards[1].readTme: unknown field "readTme". Did you mean "readTime"? Allowed fields: category, color, type, image, title, description, readTime, link.',
    '28:18 not-allowed-value blocks[1].variant: text ("agnet") is not one of the allowed values. Did you mean "agent"? Use one of: "agent", "tool", "benefit", "article".',
  ]);
});
