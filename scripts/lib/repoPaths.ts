/** The project's folders for the scripts: the same module the engine, Vite and the editor use. */
export {
  defaultConfigDir,
  distDir,
  generatedDir,
  publicDir,
  repoRoot,
  schemasDir,
  selectedConfigDir,
} from "../../src/engine/projectPaths.ts";
