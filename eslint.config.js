import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The architecture as rules (docs/ARCHITECTURE.md draws it): each folder is an element, and an import between
 * two elements is an error unless a policy below allows it. Tests compose the system as the runtime does, so
 * they may also reach the runtime, the demo catalogue and the test doubles.
 */
const elements = [
  { type: 'domain', pattern: 'services/domain' },
  { type: 'command-handling', pattern: 'services/command-handling' },
  { type: 'demo-catalogue', pattern: 'services/demo-catalogue' },
  // The frozen evaluation set reads its vocabulary from the demo catalogue; the search itself never does.
  { type: 'ai-search-evaluation', pattern: 'services/ai-search/evaluation' },
  { type: 'ai-search', pattern: 'services/ai-search' },
  { type: 'api-schemas', pattern: 'services/api/schemas' },
  // The whole system for tests (test-app.ts): a reactor's test drives it through the API, as a visitor would.
  { type: 'api-test-support', pattern: 'services/api/test-support' },
  { type: 'api', pattern: 'services/api' },
  { type: 'runtime', pattern: 'services/runtime' },
  { type: 'projections', pattern: 'projections' },
  { type: 'reactors', pattern: 'reactors' },
  { type: 'ports', pattern: 'infra/ports' },
  // Code the adapters share that is no adapter itself: any layer but the domain may use it.
  {
    type: 'infra-library',
    pattern: 'infra/{spanish-text,filter,event-schema,read-model-store,mail-message,doorkeeper,markup}',
  },
  { type: 'infra-testing', pattern: 'infra/{contract,test-support}' },
  { type: 'adapter', pattern: 'infra/*', capture: ['adapter'] },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-shared', pattern: 'web/src' },
  { type: 'web-e2e', pattern: 'web/e2e' },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const SERVER = [
  'domain',
  'command-handling',
  'demo-catalogue',
  'ai-search',
  'ai-search-evaluation',
  'api-schemas',
  'api',
  'runtime',
  'projections',
  'reactors',
  'ports',
  'infra-library',
  'infra-testing',
  'adapter',
];
const INFRA = ['ports', 'infra-library'];

const policies = [
  allow('domain', ['domain']),
  allow('command-handling', ['command-handling', 'domain', ...INFRA]),
  allow('demo-catalogue', ['demo-catalogue', 'domain', 'command-handling', 'ports']),
  allow('projections', ['projections', 'domain', ...INFRA]),
  // Reactors follow the log as projections do, then act: mail, commands. They read the read models and the API's
  // contract (the brand, phone links, the catalogue's address, the mail states), never its routes or its auth: the
  // links they mail come from the runtime (MailLinks).
  allow('reactors', ['reactors', 'domain', 'command-handling', 'projections', 'api-schemas', ...INFRA]),
  allow('ai-search', ['ai-search', 'domain', 'projections', ...INFRA]),
  allow('ai-search-evaluation', ['ai-search-evaluation', 'ai-search', 'demo-catalogue', 'domain', ...INFRA]),
  allow('api-schemas', ['api-schemas', 'domain']),
  allow('api', ['api', 'api-schemas', 'domain', 'command-handling', 'ai-search', 'projections', ...INFRA]),
  // Of the reactors, only what the outbox keeps (its messages, the sender's health): the API shows and retries them as
  // it reads read models. Its loop, its composers and the scheduler run in the runtime, never in a route.
  {
    from: { element: { type: 'api' } },
    allow: { to: { element: { type: 'reactors' }, file: { categories: 'outbox-store' } } },
  },
  allow('api-test-support', ['api-test-support', 'api', 'api-schemas', 'domain', 'projections', ...INFRA]),
  allow('runtime', SERVER),
  allow('ports', ['ports']),
  allow('infra-library', INFRA),
  allow('infra-testing', ['infra-testing', ...INFRA]),
  // An adapter reaches its own files, the ports and the shared libraries; never another adapter's internals.
  {
    from: { element: { type: 'adapter' } },
    allow: { to: { element: { type: 'adapter', captured: { adapter: '{{ from.element.captured.adapter }}' } } } },
  },
  allow('adapter', INFRA),
  // The browser benchmarks start the portal and Chromium as the browser tests do.
  allow('scripts', ['scripts', 'web-e2e', ...SERVER]),
  // A feature uses its own files and the shared web code; never another feature (bulletproof-react).
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  allow('web-feature', ['web-shared', 'api-schemas']),
  allow('web-app', ['web-app', 'web-feature', 'web-shared']),
  allow('web-shared', ['web-shared', 'api-schemas']),
  allow('web-e2e', ['web-e2e', ...SERVER]),
  // Tests build the system the way the runtime does.
  {
    from: { file: { categories: 'test' } },
    allow: {
      to: {
        element: {
          types: {
            anyOf: [
              'runtime',
              'api-test-support',
              'reactors',
              'demo-catalogue',
              'infra-testing',
              'adapter',
              'command-handling',
              'ai-search-evaluation',
            ],
          },
        },
      },
    },
  },
  // The web app's entries (index.html loads main.tsx; the server's first render loads entry-server.tsx) mount the app shell.
  { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: 'web-app' } } } },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_` names a value that must be declared but is deliberately not used; `{ omitted, ...rest }` drops a field.
      // Prettier wraps code at 120 columns; this catches what it cannot wrap (comments), leaving Spanish prose in strings whole.
      'max-len': [
        'error',
        { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-support/**', 'web/e2e/**'] },
        { category: 'entry', pattern: ['web/src/main.tsx', 'web/src/entry-server.tsx'] },
        { category: 'outbox-store', pattern: 'reactors/outbox/outbox-store.ts' },
      ],
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
);
