import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository, or a copy of it named by REPO_ROOT_OVERRIDE (the tests check `types --check` on a changed copy). */
export const repoRoot = path.resolve(process.env.REPO_ROOT_OVERRIDE ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../.."));
export const schemasDir = path.join(repoRoot, "schemas");
export const defaultConfigDir = path.join(repoRoot, "pages-config");
export const generatedDir = path.join(repoRoot, "src/generated");
