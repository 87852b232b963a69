// ESLint: JavaScript's and TypeScript's recommended rules and React's hooks rules. Layout is Prettier's job
// (`npm run format`); `npm run lint` checks both and runs in `npm test`.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "dist",
      ".dist.*/",
      ".build-cache/",
      "shards/",
      ".react-router/",
      "test-results/",
      "tests/.tmp/",
      "src/generated/",
      // a site's build and caches beside its configs (npm run build -- --dir tests/fixtures/sites/NAME writes them)
      "**/dist/",
      "**/.build-cache/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // a timer read by a handler declared before the timer starts stays `let`
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // The validators and log filters match control characters on purpose (invisible characters, ANSI colours).
      "no-control-regex": "off",
    },
  },
  {
    files: ["src/editor/app/**", "src/editor/preview/**"],
    rules: {
      // The editor keeps the latest props in refs read during render, so that a keystroke re-renders only the
      // field typed in and not every row of a long page (measured by `npm run bench:editor`). These two rules
      // are written for the React Compiler, which this project does not use.
      "react-hooks/refs": "off",
      "react-hooks/immutability": "off",
    },
  },
  prettier,
);
