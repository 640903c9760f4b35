// ESLint, flat config: JavaScript and typescript-eslint's recommended rules, the rules of hooks, jsx-a11y,
// and the house rules below. `npm run lint` runs it with no warnings allowed; Prettier owns the layout.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Persian and Arabic letters, digits and presentation forms. */
const PERSIAN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** House rules, as a local plugin. */
const metis = {
  rules: {
    'no-persian-literal': {
      meta: {
        type: 'problem',
        docs: { description: 'UI strings live in src/i18n/fa.ts and reach components through translate(id)' },
        messages: { literal: 'Persian text in a component: add it to src/i18n/fa.ts and use translate(id).' },
        schema: [],
      },
      create(context) {
        const check = (node, text) => {
          if (typeof text === 'string' && PERSIAN.test(text)) context.report({ node, messageId: 'literal' });
        };
        return {
          Literal: (node) => check(node, node.value),
          JSXText: (node) => check(node, node.value),
          TemplateElement: (node) => check(node, node.value.cooked),
        };
      },
    },
    'dir-only-on-ltr-islands': {
      meta: {
        type: 'problem',
        docs: {
          description:
            '<html> carries dir="rtl" once; elements only mark LTR islands (ltr) or isolate unknown text (auto)',
        },
        messages: {
          value:
            'dir="{{value}}": only LTR islands carry dir ("ltr", or "auto" to isolate text of either direction); the page is RTL from <html>.',
          dynamic: 'dir must be the literal "ltr" or "auto", so the rule can see it is an LTR island.',
        },
        schema: [],
      },
      create(context) {
        return {
          JSXAttribute(node) {
            if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'dir') return;
            const value = node.value?.type === 'Literal' ? node.value.value : undefined;
            if (value === undefined) context.report({ node, messageId: 'dynamic' });
            else if (value !== 'ltr' && value !== 'auto') context.report({ node, messageId: 'value', data: { value } });
          },
        };
      },
    },
  },
};

const NODE_BUILTINS = ['fs', 'fs/promises', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'url', 'zlib'];

/**
 * Wings by audience, and which way imports may go (README, «Layout»; docs/architecture.md). Each wing, the folder it is named for, lists
 * the folders it must not import; ESLint's no-restricted-imports enforces it on every file that is not a
 * test (tests reach across on purpose: a template's test renders its components).
 *
 * - the reader's site: src/app > templates/ > src/pages > src/components > src/contexts > src/hooks, with
 *   src/theme beside them. The four templates are thin page components at the root (outside src/, see
 *   src/node/templateRegistry.ts) over the view they share, src/components/DocPageView; `templates` in
 *   the lists below is that root folder, reached from src/ by climbing;
 * - src/browser, the browser platform code they all may use (storage, pre-paint, the route runtime);
 * - src/node, the build (with its MDX config and the template registry), which renders what the browser
 *   runs and so may read src/browser, src/theme and src/i18n, never the React wings;
 * - src/patches and src/serviceWorker, over src/lib only;
 * - src/lib, pure; src/i18n and src/config, data;
 * - server/, which imports nothing of src/; tools/ and e2e/ on top, which nothing of the site imports, and
 *   which share tools/testing rather than each other's code.
 *
 * Arrows allowed against that order, each explained:
 * 1. src/lib -> src/i18n: the twins, the price list and the hero sample write Persian text, built with
 *    translate() and the Persian number format. src/i18n is itself pure (a string table and Intl
 *    formatters) and imports nothing, so the arrow cannot close a cycle; passing the strings in as
 *    parameters would add a strings argument to six modules' exports and to every caller in the build,
 *    for no gain in what the modules can reach.
 * 2. src/node -> src/browser: the offline page (src/node/serviceWorker/offlineTemplate.ts) inlines the same
 *    colour-mode script and font face as every page, as gatsby-ssr.tsx does: one source for both.
 */
const SITE = ['app', 'templates', 'pages', 'components', 'contexts', 'hooks', 'theme'];
const OUTSIDE = ['server', 'tools', 'e2e'];
/** The wings the reader's site never imports: the build, the patches and the service worker. */
const BUILD = ['node', 'patches', 'serviceWorker'];
const without = (list, ...names) => list.filter((name) => !names.includes(name));
const WINGS = [
  {
    name: 'src/lib',
    banned: [...SITE, 'browser', 'node', 'patches', 'serviceWorker', 'config', ...OUTSIDE],
    why: 'src/lib is pure and shared by everything: it imports no other folder of ours (src/i18n aside, see eslint.config.mjs).',
  },
  {
    name: 'src/i18n',
    banned: [...SITE, 'browser', 'node', 'patches', 'serviceWorker', 'config', 'lib', ...OUTSIDE],
    why: 'src/i18n is data: it imports no other folder of ours.',
  },
  {
    name: 'src/config',
    banned: [...SITE, 'browser', 'node', 'patches', 'serviceWorker', 'i18n', 'lib', ...OUTSIDE],
    why: 'src/config is data: it imports no other folder of ours.',
  },
  {
    name: 'src/patches',
    banned: [...SITE, 'browser', 'node', 'serviceWorker', 'config', 'i18n', ...OUTSIDE],
    why: 'src/patches change Gatsby and use only src/lib: the browser runtime and the build call them.',
  },
  {
    name: 'src/serviceWorker',
    banned: [...SITE, 'browser', 'node', 'patches', 'config', 'i18n', ...OUTSIDE],
    why: 'the service worker is its own bundle over src/lib only.',
  },
  {
    name: 'src/browser',
    banned: [...SITE, 'node', 'serviceWorker', ...OUTSIDE],
    why: 'src/browser is the platform code under the site: the app hands it what it shows (injection), it never imports the React wings.',
  },
  {
    name: 'src/hooks',
    banned: [...without(SITE, 'hooks'), ...BUILD, ...OUTSIDE],
    why: 'hooks sit under contexts and components.',
  },
  {
    name: 'src/contexts',
    banned: [...without(SITE, 'contexts', 'hooks'), ...BUILD, ...OUTSIDE],
    why: 'contexts sit under the components that read them.',
  },
  {
    name: 'src/theme',
    banned: [...without(SITE, 'theme'), ...BUILD, ...OUTSIDE],
    why: 'the theme sits under the components it styles.',
  },
  {
    name: 'src/components',
    banned: [...SITE.slice(0, 3), ...BUILD, ...OUTSIDE],
    why: 'components sit under the templates, pages and app that use them.',
  },
  {
    name: 'src/pages',
    banned: ['app', ...BUILD, ...OUTSIDE],
    why: 'pages are the site: they never import the app shell or the build.',
  },
  {
    name: 'src/app',
    banned: [...BUILD, ...OUTSIDE],
    why: 'the app shell is the site the reader runs: the build, the patches (through src/browser) and the worker are not in it.',
  },
  {
    name: 'src/node',
    banned: [...without(SITE, 'theme'), ...OUTSIDE],
    why: 'the build reads data (the template registry, the MDX config) and never imports the React wings.',
  },
  // From the project root the folders of src/ are one level further: ../src/<folder>.
  {
    name: 'templates/',
    banned: ['app', 'pages', 'node', 'patches', 'serviceWorker'],
    outside: OUTSIDE,
    prefix: 'src/',
    why: 'templates are the site: they never import the app shell or the build.',
  },
  {
    name: 'server/',
    banned: ['src', 'templates', ...OUTSIDE.filter((w) => w !== 'server')],
    prefix: '',
    why: 'the server runs on its own: it imports nothing of the site, the build or the tools.',
  },
  // tools/ and e2e/ sit on top and share one folder, tools/testing (servers, browsers, ports, processes):
  // neither imports the other's code, and what both need moves there.
  {
    name: 'tools/',
    banned: ['e2e'],
    prefix: '',
    why: 'tools never import e2e/: what tests and tools share lives in tools/testing.',
  },
  {
    name: 'tools/testing',
    banned: ['e2e'],
    prefix: '',
    // `../x` from tools/testing is the rest of tools/.
    also: ['^\\.\\./(?!\\.\\./)'],
    why: 'tools/testing is what tests and tools share: it imports neither (only server/, src/ and packages).',
  },
  {
    name: 'e2e/',
    banned: [],
    prefix: '',
    also: ['^(\\.\\./)+tools/(?!testing/)'],
    why: 'e2e/ reaches the tools only through tools/testing, what tests and tools share.',
  },
];

/** A relative import that climbs out of the file's folder into one of `folders`. */
const climbsInto = (folders, prefix = '') => `^(\\.\\./)+${prefix}(${folders.join('|')})(/|$)`;

/** `gatsby`'s Link is for SiteLink only (src/components/SiteLink): it loads the route first, shows the bar and handles offline. */
const GATSBY_LINK = {
  name: 'gatsby',
  importNames: ['Link'],
  message: 'Links to pages of the site go through SiteLink (src/components/SiteLink).',
};

const LIB_PURITY = {
  paths: NODE_BUILTINS.map((name) => ({
    name,
    message: 'src/lib is pure: file and process access belongs in src/node.',
  })),
  patterns: [{ group: ['node:*'], message: 'src/lib is pure: Node built-ins belong in src/node.' }],
};

const TESTS = ['**/*.test.{ts,tsx,mjs}', '**/__testing__/**', 'src/patches/_gatsbyLoaderFixture.ts'];

/**
 * One no-restricted-imports per file: in a flat config a later object's options replace an earlier one's
 * for the same rule, so each wing's object carries everything that applies to its files (the wing's
 * direction, the Link rule, src/lib's purity).
 */
function restrictImports(wing, { link }) {
  const message = `${wing.why} (eslint.config.mjs, WINGS)`;
  /** @type {{ regex?: string, group?: string[], message: string }[]} */
  const patterns = wing.banned.length ? [{ regex: climbsInto(wing.banned, wing.prefix ?? ''), message }] : [];
  if (wing.outside) patterns.push({ regex: climbsInto(wing.outside), message });
  for (const regex of wing.also ?? []) patterns.push({ regex, message });
  /** @type {{ name: string, importNames?: string[], message: string }[]} */
  const paths = link ? [GATSBY_LINK] : [];
  if (wing.name === 'src/lib') {
    paths.push(...LIB_PURITY.paths);
    patterns.push(...LIB_PURITY.patterns);
  }
  return ['error', { paths, patterns }];
}

/** @type {any[]} */
const WING_RULES = [
  {
    // gatsby's Link outside SiteLink, everywhere in the site. The wings below repeat it with their own
    // direction; tests, which the wings leave out, keep this rule alone.
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}', 'templates/**'],
    ignores: ['src/components/SiteLink/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [GATSBY_LINK] }] },
  },
  ...WINGS.map((wing) => ({
    files: [`${wing.name.replace(/\/$/, '')}/**/*.{ts,tsx,mjs,js}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrictImports(wing, {
        link: !['src/lib', 'server/', 'tools/', 'tools/testing', 'e2e/'].includes(wing.name),
      }),
    },
  })),
  {
    // SiteLink is the one file that may import gatsby's Link; the components' direction still holds.
    files: ['src/components/SiteLink/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrictImports(
        WINGS.find((w) => w.name === 'src/components'),
        { link: false },
      ),
    },
  },
  {
    // src/lib is pure: shared by the build and the browser, so no browser globals either.
    files: ['src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'fetch'].map(
          (name) => ({
            name,
            message: 'src/lib is pure: browser globals belong in src/browser, src/hooks or a component.',
          }),
        ),
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.cache/',
      'public/',
      'deploy/',
      'bench-results/',
      'src/gatsby-types.d.ts',
      'e2e/fixtures/',
      '.e2e-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules on TypeScript (floating promises, unsafe any, unbound methods, needless assertions).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    // The e2e tests' page globals are typed for tsconfig.scripts.json, outside the root project.
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['e2e/*.d.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Tests stub with untyped fixtures and async fakes, and pass methods to expect() on purpose.
    files: ['**/*.test.{ts,tsx}', '**/__testing__/**', 'jest.setup.ts', '__mocks__/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // The pre-paint and inline scripts are strings the page runs; the tests run them the same way.
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, metis },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'gatsby-*.tsx'],
    ignores: ['**/*.test.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways is reached by Tab so the arrow keys can scroll it (axe:
      // scrollable-region-focusable); it carries a role and a name.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['group', 'region', 'tabpanel'], tags: ['pre'] }],
      'metis/dir-only-on-ltr-islands': 'error',
    },
  },
  {
    // Everything a reader sees comes from src/i18n/fa.ts.
    files: ['src/{components,pages,app,contexts,hooks}/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__testing__/**'],
    rules: { 'metis/no-persian-literal': 'error' },
  },
  ...WING_RULES,
  {
    // Jest's globals in tests and setup files; CommonJS configs.
    files: ['**/*.test.{ts,tsx}', 'jest.setup.ts', '__mocks__/**', 'src/hooks/__testing__/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests load modules fresh or lazily with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A function fits on a screen (GUIDE.md, «Code style»): 120 lines, comments and blank lines counted, in
    // every hand-written file but the tests (a test's describe() holds its cases).
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.d.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // Build output is matched with its colour codes stripped; the server refuses control characters in paths.
    files: ['e2e/**', 'tools/**', 'server/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
