import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

// Two builds of one app: the browser bundle (dist/client) and, with --ssr, the module the server
// renders pages with (dist/server). See docs/decisions/006-server-rendered-pages.md.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)), "@shared": fileURLToPath(new URL("./shared", import.meta.url)) } },
  build: {
    outDir: isSsrBuild ? "dist/server" : "dist/client",
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    target: "es2022",
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs, as one file: fewer requests, and it compresses better whole.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|@trpc|superjson|copy-anything|is-what)[\\/]/ },

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
  ssr: { noExternal: ["world-atlas", "react", "react-dom", "scheduler", "wouter", "use-sync-external-store", "@tanstack/react-query", "@tanstack/query-core", "@trpc/react-query"] },
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
