import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pagesConfigPlugin } from "./src/engine/vitePagesConfig.ts";

export default defineConfig({
  plugins: [pagesConfigPlugin(), reactRouter()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    // build output is not source: ignore it so builds never trigger reloads
    watch: { ignored: ["**/build/**", "**/dist/**", "**/test-results/**", "**/tests/.tmp/**"] },
  },
});
