import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { reactSentinels } from "./scripts/vite-react-sentinels.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

// Two builds of one app: the browser bundle (dist/client) and, with --ssr, the module the server
// renders pages with (dist/server). See docs/decisions/006-server-rendered-pages.md.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), reactSentinels()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      "use-sync-external-store/shim/index.js": fileURLToPath(
        new URL("./src/lib/sync-external-store.ts", import.meta.url),
      ),
    },
  },
  build: {
    outDir: isSsrBuild ? "dist/server" : "dist/client",
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    target: "es2022",
    // A lazily loaded module's own imports are fetched by the browser when it reads the module; the
    // list of them for every route would be in the first screen's script. Only CSS, which nothing
    // else would load, is listed (Vite does that without module preloading), and no page needs the
    // modulepreload polyfill.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // tRPC's packages do not declare themselves free of side effects, so the links this app
          // never uses (WebSocket, streaming, logger) would stay in the bundle; they are.
          treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/]@trpc[\\/]/.test(id) },
          output: {
            codeSplitting: {
              groups: [
                // What every page runs, as one file: fewer requests, and it compresses better whole.
                // Only what the entry imports ($initial): parts only lazily loaded code uses (react-query's
                // hooks that only tRPC's hooks call) stay with that code. tRPC and superjson are not on the
                // first screen at all (src/lib/api-client.tsx, src/lib/superjson-text.ts; decision 022).
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack)[\\/]|src[\\/]lib[\\/]sync-external-store/,
                  tags: ["$initial"],
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  // The server build of the app is a production build too: React and the packages that render
  // with it are bundled into it with process.env.NODE_ENV fixed, so pages are rendered with React's
  // production build whatever NODE_ENV the server runs with (its development build took twice the
  // CPU per render; decision 006). JSON from packages is bundled: Node would need import attributes
  // to load it at run time.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  ssr: {
    noExternal: [
      "world-atlas",
      "react",
      "react-dom",
      "scheduler",
      "wouter",
      "use-sync-external-store",
      "@tanstack/react-query",
      "@tanstack/query-core",
      "@trpc/react-query",
    ],
  },
  server: {
    port: 3000,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/media": `http://127.0.0.1:${apiPort}`,
      "/demo-checkout": `http://127.0.0.1:${apiPort}`,
      "/healthz": `http://127.0.0.1:${apiPort}`,
      "/sitemap.xml": `http://127.0.0.1:${apiPort}`,
      "/robots.txt": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
