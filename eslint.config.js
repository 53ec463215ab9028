// ESLint: typescript-eslint's recommended rules for every TypeScript file; formatting is Prettier's (npm run format).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "data/", ".tmp/", "db/migrations/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // Names that start with an underscore are left unused on purpose (a destructured field dropped from a copy).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Tests read loosely typed answers (JSON bodies, fakes' payloads) on purpose.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.cjs", "scripts/**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
