/**
 * The architecture of docs/architecture.md as rules `make lint` enforces: modules meet only through index.ts,
 * the domain stays framework-free, application code does not reach adapters, platform knows no
 * module, and nothing imports in a cycle. Frontend features follow the same shape.
 */
const FRAMEWORKS = '^node_modules/(koa|@koa/|koa-|knex|objection|bull|ioredis|inversify|pg|@electric-sql/|pino|playwright-core|react|styled-components)';
/** The HTTP contracts: each module's contract.ts, and the platform's shared shapes (error body, admin pages). */
const CONTRACTS = '^src/(modules/[^/]+|platform)/contract\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make load order matter and hide layering mistakes.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-only-through-index',
      severity: 'error',
      comment: 'Another module is reached only through its index.ts (its public surface).',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-index-exports-no-adapters',
      severity: 'error',
      comment:
        'index.ts is a module\'s public surface: types, ports, tokens, events, queue and job names. Its adapters stay private; ' +
        'plumbing several modules need (the SSRF guard, the browser pool) belongs in src/platform.',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: '^src/modules/[^/]+/adapters/' },
    },
    {
      name: 'module-wiring-only-from-main',
      severity: 'error',
      comment: '<module>.module.ts (Inversify wiring) is imported only by the composition roots.',
      from: { pathNot: ['^src/main/', '^test/'] },
      to: { path: '^src/modules/[^/]+/[^/]+\\.module\\.ts$' },
    },
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment: 'domain/ is plain TypeScript: no web, database, queue or DI framework.',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], path: FRAMEWORKS },
    },
    {
      name: 'domain-does-not-reach-out',
      severity: 'error',
      comment:
        'domain/ depends only on itself, src/shared and the types of its own module\'s contract.ts (the report and ' +
        'view shapes the contract owns; see the module README, "HTTP contract").',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/', pathNot: ['^src/modules/$1/domain/', '^src/shared/', '^src/modules/$1/contract\\.ts$'] },
    },
    {
      name: 'contract-is-self-contained',
      severity: 'error',
      comment:
        'A contract.ts is plain TypeScript types the browser shares: it imports nothing but other contracts (no domain/ or ' +
        'application/ type leaks through, no package).',
      from: { path: CONTRACTS },
      to: { pathNot: CONTRACTS },
    },
    {
      name: 'application-not-to-adapters',
      severity: 'error',
      comment: 'Use cases depend on ports, never on the adapters implementing them.',
      from: { path: '^src/modules/([^/]+)/application/' },
      to: { path: '^src/modules/$1/adapters/' },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|main)/' },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'The shared kernel is pure TypeScript. It may name a contract\'s types (type-only, erased): src/shared/sql takes the sql-workbench model.',
      from: { path: '^src/shared/' },
      to: { path: ['^src/(platform|modules|main)/', FRAMEWORKS], pathNot: CONTRACTS },
    },
    {
      name: 'shared-sees-contracts-as-types',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: CONTRACTS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-shared-code-imports-no-package',
      severity: 'error',
      comment:
        'src/shared/sql, src/shared/cookies, src/shared/studio, src/shared/devtools and src/shared/billing run in the browser bundle as well as on the server (the DDL ' +
        'generators, sql-workbench README, "Shared with the browser"; the cookie list, the studio limits, the responsive device presets and the plans\' feature table, their READMEs): no package at all, so nothing ' +
        'server-only or heavy rides along.',
      from: { path: '^src/shared/(sql|cookies|studio|devtools|billing)/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] },
    },
    {
      name: 'only-main-sees-everything',
      severity: 'error',
      comment: 'Nothing imports a composition root.',
      from: { pathNot: ['^src/main/', '^test/'] },
      to: { path: '^src/main/' },
    },
    {
      name: 'frontend-feature-boundaries',
      severity: 'error',
      comment: 'A frontend feature uses another only through its index.ts.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/([^/]+)/', pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'frontend-shared-knows-no-feature',
      severity: 'error',
      from: { path: '^frontend/src/shared/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'frontend-sees-contracts-only',
      severity: 'error',
      comment:
        'The browser bundle never pulls server code: of the backend, frontend/src imports only the HTTP contracts ' +
        '(src/modules/<name>/contract.ts, src/platform/contract.ts). Build scripts (frontend/scripts, frontend/build) run ' +
        'in Node at build time and are outside this rule: the audit rule-message generator reads the auditors. The one ' +
        'exceptions are src/shared/sql, pure code both sides run (the DDL generators: sql-workbench README, "Shared with the browser"), ' +
        'src/shared/cookies, the one list of cookies the server, the browser and the privacy policy share (its README), ' +
        'src/shared/studio, the studio limits both sides enforce (its README), src/shared/devtools, the responsive ' +
        'tester\'s device presets and limits (its README), and src/shared/billing, what each plan opens (its README).',
      from: { path: '^frontend/src/' },
      to: { path: '^src/', pathNot: [CONTRACTS, '^src/shared/sql/', '^src/shared/cookies/', '^src/shared/studio/', '^src/shared/devtools/', '^src/shared/billing/'] },
    },
    {
      name: 'frontend-imports-contracts-as-types',
      severity: 'error',
      comment: 'Contracts are types: the frontend imports them type-only (import type / export type, erased at build).',
      from: { path: '^frontend/src/' },
      to: { path: CONTRACTS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'production-code-imports-no-testing',
      severity: 'error',
      comment:
        'A module\'s testing/ folder holds the in-memory fakes its specs share (*.fake.ts; docs/architecture.md, "Tests"). ' +
        'tsconfig.build.json leaves testing/ out of the build, so production code that imported it would pull test code into dist: ' +
        'only specs and other testing/ files may import it.',
      from: { path: '^src/', pathNot: ['\\.spec\\.ts$', '/testing/'] },
      to: { path: '^src/.*/testing/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|frontend/dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
