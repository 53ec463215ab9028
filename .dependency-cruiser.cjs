/**
 * The layers of the code base, checked by `npm test` (scripts/test.mjs runs `npm run lint:layers`):
 * shared/ is what client and server both use and imports neither; db/ (schema, migrations, seed) imports only shared/;
 * src/ (the browser app) never imports server/ or db/ code, only types; server/lib/ imports no service.
 */
// Tests may reach across layers (a server test renders the client app; a seed test checks the artwork it draws).
const notTest = "\\.test\\.tsx?$";

module.exports = {
  forbidden: [
    {
      name: "shared-stands-alone",
      severity: "error",
      from: { path: "^shared/", pathNot: notTest },
      to: { path: "^(src|server|db)/" },
    },
    {
      name: "db-imports-only-shared",
      severity: "error",
      from: { path: "^db/", pathNot: notTest },
      to: { path: "^(src|server)/" },
    },
    {
      name: "client-never-imports-server",
      severity: "error",
      from: { path: "^src/", pathNot: notTest },
      to: { path: "^(server|db)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-never-imports-client",
      comment: "Server rendering renders the browser app, through its one entry point and nothing else.",
      severity: "error",
      from: { path: "^server/", pathNot: notTest },
      to: { path: "^src/", pathNot: "^src/entry-server\\.tsx$" },
    },
    {
      name: "lib-imports-no-service",
      severity: "error",
      from: { path: "^server/lib/", pathNot: notTest },
      to: { path: "^server/(services|rest|trpc)/" },
    },
    {
      name: "services-import-no-transport",
      severity: "error",
      from: { path: "^server/services/", pathNot: notTest },
      to: { path: "^server/(rest|trpc|ssr)/" },
    },
    {
      name: "no-cycle-across-folders",
      severity: "error",
      comment: "A cycle inside one folder is that folder's business; one through another folder ties the two together.",
      from: { path: "^(.+)/[^/]+$" },
      to: { circular: true, viaSomeNot: "^$1/[^/]+$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|data|\\.tmp)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
