// Module boundaries, checked by `npm run lint` (dependency-cruiser).
// The reasons are in ARCHITECTURE.md and STYLE.md: one owner per table, features
// that do not import each other, a pure engine, no cycles between server modules.
// Violations that predate a rule are listed in .dependency-cruiser-known-violations.json
// (`npm run lint:deps:baseline` rewrites it); anything new fails the lint.

/**
 * Server modules from the bottom up: a module may import the modules below it, never one above,
 * so the arrows between modules run one way and no cycle can form. A new module takes its place
 * here (a use case that needs a module above it belongs to that module, or gets the function passed in).
 */
const SERVER_LAYERS = [
  'health',
  'notify',
  'uploads',
  'users',
  'notifications',
  'documents',
  'auth',
  'catalog',
  'emd',
  'events',
  'bidding',
  'live-room',
  'lot-alerts',
  'integrity',
  'award',
  'sales',
  'member-home',
  'content',
  'reports',
];

function layerRules() {
  return SERVER_LAYERS.slice(0, -1).map((mod, i) => ({
    name: `module-layers-${mod}`,
    comment: `${mod} may not import ${SERVER_LAYERS.slice(i + 1).join(', ')} (the modules above it).`,
    severity: 'error',
    // tables.ts files name each other's tables for foreign keys, whatever the layers.
    from: { path: `^apps/server/src/modules/${mod}/`, pathNot: 'tables\\.ts$' },
    to: { path: `^apps/server/src/modules/(${SERVER_LAYERS.slice(i + 1).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'table-owned-by-another-module',
      comment:
        "A module's tables are read and written only by that module's files; other modules call its " +
        'exported functions (passing their transaction). tables.ts files may name each other for foreign keys.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: '^apps/server/src/modules/[^/]+/tables\\.ts$',
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/tables\\.ts$',
        pathNot: '^apps/server/src/modules/$1/tables\\.ts$',
      },
    },
    {
      name: 'table-outside-modules',
      comment: 'Only modules touch tables: db/, plugins/ and realtime/ call module functions.',
      severity: 'error',
      from: { path: '^apps/server/src/(db|plugins|realtime)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/tables\\.ts$' },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment:
        'db/ (connection, migrations), plugins/ (access, errors, rate limits, docs) and lib/ sit below the ' +
        'modules; app.ts wires module functions into them (e.g. authenticate into the access hook).',
      severity: 'error',
      from: { path: '^apps/server/src/(db|plugins|lib)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    ...layerRules(),
    {
      name: 'no-circular',
      comment:
        'No import cycles anywhere: a cycle means two files cannot be read, tested or moved apart. ' +
        'Type-only imports and lazy import() count too. Give what both need its own file ' +
        '(a shared core, an interface, the props of a lazily loaded part) that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-feature',
      comment: 'Features do not import each other; shared code goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      comment: 'components/ and lib/ sit below the features.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-socket-through-channel',
      comment:
        'The web app speaks over the socket through its channels alone (lib/room-channel.ts for the rooms, ' +
        'lib/notifications-channel.ts for the alerts): only those ' +
        'import the socket (lib/socket.ts, the one owner of the connection, which alone imports ' +
        'socket.io-client), so no screen emits or listens on the socket by itself. The connection state ' +
        'and the server clock are lib/connection.ts, the session it speaks for lib/socket-session.ts.',
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: '^apps/web/src/lib/(room-channel|notifications-channel|socket)\\.ts$',
      },
      to: { path: '^apps/web/src/lib/socket\\.ts$|(^|/)node_modules/socket\\.io-client/' },
    },
    {
      name: 'engine-is-pure',
      comment: 'The bidding engine imports nothing of the repository (and no I/O).',
      severity: 'error',
      from: { path: '^packages/engine/src/' },
      to: {
        pathNot: '^packages/engine/src/',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'],
      },
    },
    {
      name: 'engine-no-node-io',
      severity: 'error',
      from: { path: '^packages/engine/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'trade-is-pure',
      comment: 'The trade rules (EMD ledger, sales) import nothing of the repository (and no I/O).',
      severity: 'error',
      from: { path: '^packages/trade/src/' },
      to: {
        pathNot: '^packages/trade/src/',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'],
      },
    },
    {
      name: 'trade-no-node-io',
      severity: 'error',
      from: { path: '^packages/trade/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/* sit below the apps.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output (dist, apps/web/dist-prerender: the bundled server render) is not source.
    exclude: {
      path: '(^|/)(node_modules/(?!socket\\.io-client/)|(dist|dist-prerender|data)/)|\\.test\\.tsx?$|^apps/server/test/|^e2e/|^bench/',
    },
    // The repository's own code, and the socket's client package for web-socket-through-channel.
    includeOnly: '^(apps|packages)/|(^|/)node_modules/socket\\.io-client/',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
