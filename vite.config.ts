import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pagesConfigPlugin } from "./src/engine/vitePagesConfig.ts";

export default defineConfig({
  plugins: [pagesConfigPlugin(), reactRouter()],
  // The browser loads only the island loader and what it imports (in dev as in the build): optimise exactly that
  // up front, so the first page load does not stop to re-bundle dependencies.
  optimizeDeps: {
    entries: ["src/islands/client.ts"],
    include: [
      "react",
      "react/jsx-runtime",
      "react-dom/client",
      "@chakra-ui/react",
      "@emotion/react",
      "@emotion/cache",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
      "fuse.js",
      "lucide-react",
    ],
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // build output is not source: ignore it so builds never trigger reloads
    watch: { ignored: ["**/build/**", "**/dist/**", "**/test-results/**", "**/tests/.tmp/**"] },
  },
});
