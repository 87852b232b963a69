import { readFileSync } from "node:fs";
import path from "node:path";
import jsonld from "jsonld";
import { repoRoot } from "../../../src/engine/projectPaths";

const fixtures = path.join(repoRoot, "tests/fixtures/seo");
const context = JSON.parse(readFileSync(path.join(fixtures, "schemaorg-context.jsonld"), "utf8")) as object;
const vocabulary = JSON.parse(readFileSync(path.join(fixtures, "schemaorg-vocabulary.json"), "utf8")) as {
  types: Record<string, string[]>;
  properties: Record<string, string[]>;
};
const schema = "https://schema.org/";

/** Serves schema.org's context from the fixture (no network); any other address is refused. */
const documentLoader = async (url: string) => {
  if (url !== "https://schema.org" && url !== schema) throw new Error(`no network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: context };
};

/** A type and every type above it ("Dentist" → Dentist, MedicalBusiness, LocalBusiness, Organization, …). */
function lineage(type: string): Set<string> {
  const found = new Set<string>();
  const visit = (t: string) => {
    if (found.has(t)) return;
    found.add(t);
    for (const parent of vocabulary.types[t] ?? []) visit(parent);
  };
  visit(type);
  return found;
}

/**
 * Expands a JSON-LD document with jsonld (as a search engine's processor reads it) and checks each node's types and
 * properties against schema.org's vocabulary (the fixture's part of it): every type known, every property known and
 * allowed on the node's types. Returns the expanded nodes' types and the problems found, in words.
 */
export async function checkAgainstSchemaOrg(document: unknown): Promise<{ types: string[]; problems: string[] }> {
  const expanded = await jsonld.expand(document as jsonld.JsonLdDocument, { documentLoader } as never);
  const types: string[] = [];
  const problems: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
    if (typeof node !== "object" || node === null || "@value" in node) return;
    const record = node as Record<string, unknown>;
    const nodeTypes = ((record["@type"] as string[] | undefined) ?? []).map((t) => t.replace(schema, ""));
    for (const type of nodeTypes) {
      types.push(type);
      if (!(type in vocabulary.types)) problems.push(`${where}: type ${type} is not in schema.org's vocabulary`);
    }
    const allowedOn = new Set(nodeTypes.flatMap((t) => [...lineage(t)]));
    for (const [key, value] of Object.entries(record)) {
      if (key.startsWith("@")) continue;
      if (!key.startsWith(schema)) {
        problems.push(`${where}: ${key} is not a schema.org property (dropped by expansion or foreign)`);
        continue;
      }
      const property = key.slice(schema.length);
      const domains = vocabulary.properties[property];
      if (!domains) problems.push(`${where}: property ${property} is not in schema.org's vocabulary`);
      else if (!domains.some((d) => allowedOn.has(d))) {
        problems.push(`${where}: property ${property} is not one of ${nodeTypes.join("/") || "an untyped node"}'s`);
      }
      walk(value, `${where}.${property}`);
    }
  };
  walk(expanded, "");
  return { types, problems };
}
