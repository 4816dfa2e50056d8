// ESLint 9 flat config (issue 10, item 2). Formatting is Prettier's job (.prettierrc): nothing here
// checks layout, so the two never disagree. Type-aware rules are left out on purpose: they need a
// full TypeScript program per run, and `tsc` already runs before lint in `npm test`.
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import islands from "./scripts/eslint-islands.js";
import tseslint from "typescript-eslint";

/** An import of a route module: `~/routes/…` (also as an island), or a relative path into app/routes/. */
const ROUTE_MODULE_IMPORT = {
  regex: "^((island(-when-shown)?:)?~/routes/|\\.{1,2}/(\\.\\./)*(app/)?routes/)",
  message: "Nothing imports a route module: put what it shares (types, loader, action) in app/features/<feature> and import that from both.",
};

export default tseslint.config(
  {
    // Generated output, local state and reports: never hand-written, never linted.
    ignores: [
      "build/",
      ".react-router/",
      ".cache/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "blob-report/",
      "tests/screenshots/",
    ],
  },
  {
    // A disable that no longer silences anything is an error, so stale ones do not pile up.
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      // Every eslint-disable says why, after "--" (issue 10: each must be justified or removed).
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: ["eslint-enable"] }],
      "@eslint-community/eslint-comments/disable-enable-pair": ["error", { allowWholeFile: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: { "import/internal-regex": "^(~/|island(-when-shown)?:~/)" },
    rules: {
      // Logs go through the structured logger (app/server/log.server.ts); a deliberate console call says why.
      "no-console": "error",
      // With noUncheckedIndexedAccess, `!` is how the code states "this index is present" (a lookup it
      // just made, a regex group that matched); 800 such assertions, reviewed as code, not as warnings.
      "@typescript-eslint/no-non-null-assertion": "off",
      // `@ts-ignore` is allowed with a reason: it is the right tool where the build output may or may not exist yet.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description", minimumDescriptionLength: 10 }],
      // `_`-prefixed names mark parameters a signature needs but the body does not.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // The order the code already follows: packages, then `~/` modules, then relative ones, each alphabetical.
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import/first": "error",
      "import/no-duplicates": ["error", { "prefer-inline": true }],
      // Unresolved and misnamed imports are tsc's to report (it knows the `~/` alias and the conditions).
    },
  },
  {
    // React code: the app only (tests and scripts have no components, and Playwright's fixture
    // callback is named `use`, which the hooks rules would mistake for React's).
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.flat["recommended-latest"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed by TypeScript.
      "react/prop-types": "off",
    },
  },
  {
    // Islands (decision 086): imported only with `island:`, and no module keeps a server and a browser twin.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    plugins: { islands },
    rules: { "islands/island-imports": "error" },
  },
  {
    // A route module is a leaf: only React Router's route table (app/routes.ts) names one, and tests
    // call them. What a route shares with its forms (types, loader and action) lives in the feature,
    // so no component imports a route back and `npm run circles` finds no cycle.
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/routes.ts", "**/*.test.{ts,tsx}", "app/testing/**", "tests/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTE_MODULE_IMPORT] }] },
  },
  {
    // …nor a sibling route (`./m.mine`); the route's generated types (`./+types/…`) are fine.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ROUTE_MODULE_IMPORT, { regex: "^\\./(?!\\+types/)", message: ROUTE_MODULE_IMPORT.message }] }],
    },
  },
  {
    // Server code reads the time from contract/clock.ts, which EL_NOW pins on the browser tests'
    // servers; a stray Date.now() would make a page depend on when the suite runs. A duration
    // (a budget, a timeout, an elapsed time) is real time: it keeps Date.now with a disable saying so.
    files: [
      "app/**/*.server.{ts,tsx}",
      "app/routes/**",
      "gateway/**",
      "functions/**",
      "load-context.ts",
      "scripts/site.ts",
      "scripts/site-commands.ts",
      "scripts/db.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "Date",
          property: "now",
          message: "The server's time is now() of contract/clock.ts (EL_NOW pins it in tests); Date.now only for a duration, with a disable saying so.",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "The server's time is now() of contract/clock.ts: new Date(clockNow()).",
        },
      ],
    },
  },
  {
    // Command-line tools: printing is their job.
    files: ["scripts/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
