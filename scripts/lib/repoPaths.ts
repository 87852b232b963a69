import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const schemasDir = path.join(repoRoot, "schemas");
export const defaultConfigDir = path.join(repoRoot, "pages-config");
export const generatedDir = path.join(repoRoot, "src/generated");
