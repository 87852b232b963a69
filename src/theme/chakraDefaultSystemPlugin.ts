import type { Plugin } from "vite";

/** Chakra's preset module, which makes its default system when it is first imported. */
const chakraPresetModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/;
const madeOnImport = "const defaultSystem = createSystem(defaultConfig);";

/**
 * Marks Chakra's default system as free to leave out where nothing uses it. Chakra makes it when its preset module
 * is imported, and the bundler keeps a call it cannot prove pure: the server bundle made it at every start of a
 * render thread (about 0.1 s of CPU each, a third of a one-page edit's render thread) though every page renders
 * with the site's own system (./system.ts). Where it is used (the visual editor) it is made as before. Checks that
 * the module still makes it this way (a Chakra upgrade may change it).
 */
export function chakraUnusedDefaultSystem(): Plugin {
  return {
    name: "chakra-unused-default-system",
    enforce: "pre",
    transform(code, id) {
      if (!chakraPresetModule.test(id.split("?")[0])) return null;
      if (!code.includes(madeOnImport)) {
        this.error(
          `${id} no longer makes Chakra's default system as src/theme/chakraDefaultSystemPlugin.ts expects ` +
            `("${madeOnImport}"; did @chakra-ui/react change?): update the plugin.`,
        );
      }
      return {
        code: code.replace(madeOnImport, "const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);"),
        map: null,
      };
    },
  };
}
