// `npm run lint` (ESLint, then Prettier --check); `npm run format` fixes what both can.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** What sits above each layer: importing it from below runs back up. */
const entryAndBuild = ['**/main', '**/boot/**', '**/build/**', '**/prerender/**', '**/seo/**', '**/server/**'];
// The route table (src/routes/table.ts) sits low, beside the content it reads, so the navigation and
// the pages can read it. The pages' code is apart (src/routes/pageCode.ts), for the router and the
// layout, which fetches pages ahead.
const routesButTable = ['**/routes/**', '!**/routes/table'];
const above = {
  routes: entryAndBuild,
  layout: [...routesButTable, '!**/routes/pageCode', ...entryAndBuild],
  pages: ['**/layout/**', ...routesButTable, ...entryAndBuild],
  components: ['**/pages/**', '**/projects/**', '**/layout/**', ...routesButTable, ...entryAndBuild],
};

/**
 * A view renders the content of the page's language, which it takes from `useContent()`: the content
 * module itself holds the default language only. Types and helpers come from `content/model`.
 */
const contentModules = {
  regex: '(^|/)content(/(index|site))?$',
  // Its types describe what useContent() gives.
  allowTypeImports: true,
  message:
    "The app takes the site's words from useContent() (src/hooks/useContent.ts), in the page's language: this module holds the default language's, which a page in another never loads.",
};

/** One `no-restricted-imports` block per layer (a later block for the same files replaces the rule). */
function layerRules(layers) {
  return layers.map(({ layer, files, forbidden, isView = false }) => ({
    files,
    ignores: layers
      .filter((other) => other !== layers.find((candidate) => candidate.layer === layer))
      .flatMap((other) => other.files)
      .filter((other) => other.startsWith(files[0].replace('**', '')) && other !== files[0]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden, message: `The ${layer} layer may not import from a layer above it.` },
            ...(isView ? [contentModules] : []),
          ],
        },
      ],
    },
  }));
}

/**
 * Style properties that name a physical side: a right-to-left page would not mirror them. Their
 * logical forms (`insetInlineStart`, `paddingInlineEnd`, `borderStartStartRadius`, `textAlign: 'start'`)
 * follow the page's direction. Camel case (`marginLeft`, `borderTopRightRadius`) or CSS's own
 * (`'scroll-margin-left'`).
 */
const physicalSide = '^(left|right)$|Left|Right|(^|-)(left|right)(-|$)';
/** Properties whose left or right value is a physical side (`textAlign: 'left'`). */
const sideValued =
  '^(textAlign|text-align|float|clear|justifyContent|justify-content|justifyItems|justify-items|justifySelf|justify-self)$';
/** The folders of the components and styles: every object there is a style or may be spread into one. */
const styleFiles = [
  'src/components/**',
  'src/layout/**',
  'src/pages/**',
  'src/projects/**',
  'src/styles/**',
  'tokens/**',
];
/** Elsewhere, where styles are written: Stitches' calls and its `css` prop. */
const styleObjects = [
  'CallExpression[callee.name=/^(styled|css|globalCss|keyframes)$/]',
  'JSXAttribute[name.name="css"]',
];
const logicalSidesMessage =
  "Use the logical property (…InlineStart / …InlineEnd, textAlign 'start' / 'end'): a right-to-left language mirrors it, a physical side stays put.";

/** The logical-sides rule's selectors for properties within `within` (an ancestor selector, or none). */
const physicalSideSelectors = (within) =>
  [
    `ObjectExpression > Property[key.name=/${physicalSide}/]`,
    `ObjectExpression > Property[key.value=/${physicalSide}/]`,
    `ObjectExpression > Property[key.name=/${sideValued}/][value.value=/^(left|right)$/]`,
    `ObjectExpression > Property[key.value=/${sideValued}/][value.value=/^(left|right)$/]`,
  ].map((selector) => ({ selector: within ? `${within} ${selector}` : selector, message: logicalSidesMessage }));

const typescriptFiles = ['**/*.{ts,tsx,mts,cts}'];
const scriptFiles = ['**/*.{js,mjs,cjs}'];
const testFiles = ['tests/**'];

export default defineConfig(
  { ignores: ['dist*/', 'coverage/', 'reports/', '.stryker-tmp/', '.ci/', 'public/', 'tests/owners/*/site.ts'] },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,

  {
    files: typescriptFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // No module reaches itself through its imports, `import()` included: each layer can be read and
    // tested from the bottom up. Type-only imports are not followed: they vanish from the build.
    files: ['src/**', 'machines/**', 'tokens/**', 'rsbuild.config.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      // The same convention as tsc's noUnusedParameters: a leading underscore marks a required but unused slot.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Route loaders throw a Response; react-router turns it into the error page's status.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Stitches keyframes are meant to be interpolated (`${fadeIn} 0.6s`): their toString returns the
      // name and injects the rule. The type is an anonymous function type, so `allow` cannot name it.
      '@typescript-eslint/restrict-template-expressions': 'off',
      // Tests declare `let root` before an actor and assign it right after, so the actor's inspect
      // callback can refer to the actor; a `const` would move below the callback that reads it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // XState binds `send` to its actor, so passing `actor.send` along is safe; the rule cannot see that.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  {
    // The site runs in Chromium, Firefox and WebKit. These are missing in at least one of them
    // (WebKit: idle callbacks, Navigation API, scheduler, connection; Firefox: connection), so code
    // reaches them only through a feature check with a fallback, where this rule is disabled with
    // the reason. The WebKit run of the browser suite fails on an unguarded call.
    files: ['src/**', 'machines/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'navigation'].map((name) => ({
          name,
          message: `${name} is not in every engine the site supports: check for it and fall back.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'navigation'].map((property) => ({
          object: 'window',
          property,
          message: `window.${property} is not in every engine the site supports: check for it and fall back.`,
        })),
        {
          object: 'navigator',
          property: 'connection',
          message: 'navigator.connection is missing in Firefox and WebKit: check for it and fall back.',
        },
      ],
    },
  },

  {
    // Every style follows the page's direction (`<html dir>`), so a right-to-left language mirrors.
    // (A later `no-restricted-syntax` block for the same files would replace this one.)
    files: ['src/**'],
    rules: { 'no-restricted-syntax': ['error', ...styleObjects.flatMap(physicalSideSelectors)] },
  },
  {
    files: styleFiles,
    rules: { 'no-restricted-syntax': ['error', ...physicalSideSelectors()] },
  },

  // Layers that only point down: content, tokens, machines and the small helpers (URLs, which import
  // nothing at all; HTTP rules; text) → ui and hooks → components → pages → layout → routes → entry
  // and build (main, boot, build, prerender, seo, server). An import that runs back up fails here.
  ...layerRules([
    {
      layer: 'URL helpers',
      files: ['src/urls/**'],
      forbidden: ['*', '!node:*'],
    },
    {
      layer: 'content, tokens, machines and the shared helpers',
      files: [
        'src/content/**',
        'src/http/**',
        'src/text/**',
        'src/images/**',
        'src/theme/**',
        'src/storage/**',
        'tokens/**',
        'machines/**',
      ],
      forbidden: ['**/components/**', '**/hooks/**', ...above.components],
    },
    {
      layer: 'ui',
      files: ['src/components/ui/**'],
      forbidden: ['../[A-Z]*', '../*.lazy', ...above.components],
      isView: true,
    },
    { layer: 'hooks', files: ['src/hooks/**'], forbidden: ['**/components/**', ...above.components] },
    { layer: 'components', files: ['src/components/**'], forbidden: above.components, isView: true },
    { layer: 'pages', files: ['src/pages/**'], forbidden: above.pages, isView: true },
    { layer: 'projects', files: ['src/projects/**'], forbidden: above.pages, isView: true },
    { layer: 'layout', files: ['src/layout/**'], forbidden: above.layout, isView: true },
    { layer: 'routes', files: ['src/routes/**'], forbidden: above.routes, isView: true },
    {
      layer: 'route table',
      files: ['src/routes/table.ts'],
      forbidden: ['./*', '**/components/**', '**/hooks/**', ...above.components],
      isView: true,
    },
    // The default language's table, for the build, the server and the tests: the app never imports it.
    { layer: 'default route table', files: ['src/routes/siteTable.ts'], forbidden: above.routes },
  ]),

  {
    // Config files and Node scripts are plain JavaScript outside tsconfig.json.
    files: scriptFiles,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // `act(async () => …)` is how React flushes effects and promises, and async stubs stand in for
      // async APIs: an async function without `await` is normal here.
      '@typescript-eslint/require-await': 'off',
      // jest's asymmetric matchers (`expect.any`, `expect.stringMatching`), `jest.fn()` mocks and
      // parsed JSON bodies are typed `any` by design.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Browser tests drive Chromium from Node; `use…` there names test fixtures, not React hooks.
    files: ['tests/e2e/**', 'tests/browser/**', 'tests/engines/**', 'tests/sample/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },

  prettier,
);
