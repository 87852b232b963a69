import type { Plugin } from "vite";

const virtualId = "\0ark-ui-react-names-chakra-uses";

/**
 * Chakra imports five names from Ark UI's root entry ("@ark-ui/react"), which loads every Ark component: 0.65 s of
 * the render thread's start, each build. On the server (the render threads, the dev server's renderer) those
 * imports go to the entries that hold the names (the same modules, so the same objects, as the root's). Chakra
 * importing another name from the root makes the bundling stop, naming it: add it here.
 */
const names = `export { dataAttr } from "@ark-ui/react/utils";
export { comboboxAnatomy } from "@ark-ui/react/anatomy";
export { TreeView, useTreeViewContext } from "@ark-ui/react/tree-view";
export { useEnvironmentContext } from "@ark-ui/react/environment";
`;

export function arkRootImports(): Plugin {
  return {
    name: "ark-root-imports",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "@ark-ui/react" || !options.ssr || !importer?.includes("/@chakra-ui/react/")) return undefined;
      return virtualId;
    },
    load(id) {
      return id === virtualId ? names : undefined;
    },
  };
}
