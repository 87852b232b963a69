// site.json "business" may name one item of a collection as its main place ("place": "clinics/old-town")
// instead of repeating its address: the address, hours and phone come from the item, into the structured data.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveConfigSet } from "../../src/engine/resolve/resolveConfigSet";
import { validateConfigDir, validConfigSet } from "../../src/engine/validateConfigDir";
import { pageStructuredData } from "../../src/seo/jsonLd/pageStructuredData";
import { fixturesDir, repoRoot } from "./support/runValidate";

const schemasDir = path.join(repoRoot, "schemas");
const baseDir = path.join(fixturesDir, "base");
const baseSite = JSON.parse(readFileSync(path.join(baseDir, "site.json"), "utf8"));

const clinics = {
  "collections/clinics.schema.json": JSON.stringify({
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string" },
      address: { type: "object" },
      phone: { type: "string" },
      openingHours: { type: "array" },
    },
  }),
  "collections/clinics/old-town.json": JSON.stringify({
    name: "Old Town",
    address: { street: "3 Market Square", locality: "Springfield", postalCode: "97477", country: "US" },
    phone: "+1 541 555 0134",
    openingHours: [{ days: ["monday", "tuesday"], opens: "08:00", closes: "18:00" }],
  }),
  "collections/clinics/riverside.json": JSON.stringify({ name: "Riverside" }),
};

const withBusiness = (business: Record<string, unknown>) =>
  validateConfigDir(baseDir, schemasDir, baseDir, {
    overlay: { ...clinics, "site.json": JSON.stringify({ ...baseSite, business }, null, 2) },
  });

const messages = (set: ReturnType<typeof withBusiness>) =>
  set.diagnostics.map((d) => `${d.file.split("/").pop()}:${d.line} ${d.message} ${d.hint ?? ""}`.trim());

describe("business.place: the business's main place is an item of a collection", () => {
  it("takes the item's address, phone and hours into the business and its structured data", () => {
    const set = withBusiness({
      type: "Physiotherapy",
      name: "{product}",
      place: "clinics/old-town",
      phone: "+1 541 555 0100",
    });
    expect(messages(set)).toEqual([]);
    const resolved = resolveConfigSet(validConfigSet(set)!);
    const [node] = pageStructuredData(resolved.site, { route: "/", trail: [], blocks: [] });
    expect(node).toMatchObject({
      "@type": "Physiotherapy",
      name: "AdvisorBase",
      address: {
        "@type": "PostalAddress",
        streetAddress: "3 Market Square",
        addressLocality: "Springfield",
        postalCode: "97477",
        addressCountry: "US",
      },
      // what the business writes itself wins
      telephone: "+1 541 555 0100",
    });
    expect(node.openingHoursSpecification).toHaveLength(1);
  });

  it("names a collection or an item the site lacks, with did you mean, at the place", () => {
    expect(messages(withBusiness({ type: "Dentist", name: "X", place: "clinic/old-town" }))).toEqual([
      expect.stringMatching(
        /^site\.json:\d+ business\.place: the site has no collection "clinic"\. Did you mean "clinics"\?/,
      ),
    ]);
    expect(messages(withBusiness({ type: "Dentist", name: "X", place: "clinics/old-twn" }))).toEqual([
      expect.stringMatching(
        /^site\.json:\d+ business\.place: "clinics" has no item "old-twn"\. Did you mean "old-town"\?/,
      ),
    ]);
  });

  it("asks for an address when neither the item nor the business has one; without a place, as before", () => {
    expect(messages(withBusiness({ type: "Dentist", name: "X", place: "clinics/riverside" }))).toEqual([
      expect.stringMatching(/business\.place: "riverside" of "clinics" \(.*riverside\.json\) has no "address"/),
    ]);
    expect(messages(withBusiness({ type: "Dentist", name: "X" }))).toEqual([
      expect.stringMatching(/business: a "Dentist" needs its "address"/),
    ]);
  });
});
