import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { formatjsPrecompile, REST_QUERY } from './build/formatjs-precompile.js';
import { localeDocuments } from './build/locale-documents.js';
import { precompress } from './build/precompress.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:8080';

/**
 * Mirrors the API server's policy so `vite preview` (used by the web tests) fails the same way
 * production would if an inline script or handler slipped into the build.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * One id per build, embedded in the bundle and written to dist/version.json, so an open tab can tell
 * that a newer build was deployed (SPEC §9, hourly check). BUILD_ID lets CI pass a commit hash.
 */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;

function buildVersionFile(): Plugin {
  return {
    name: 'stacklens-build-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build: buildId })}\n` });
    },
  };
}

/**
 * Libraries change far less often than the app, so they get long-cached chunks of their own: React,
 * and the other libraries every page needs (router, Redux, react-intl, styled-components) in a second
 * one. Two rather than one per library: a first visit over HTTP/1.1 opens six connections per host,
 * and the entry document already asks for the app, its catalog and the favicon; splitting further
 * measurably delayed the first paint (docs/benchmarks.md). RTK Query is apart: only pages that talk
 * to the API load it. Highcharts is in no group on purpose: only pages that chart may load it.
 */
const vendor = (packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
const vendorChunks = [
  { name: 'react', test: vendor(['react', 'react-dom', 'scheduler']), priority: 50 },
  { name: 'rtk-query', test: /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/, priority: 45, includeDependenciesRecursively: false },
  {
    name: 'vendor',
    test: vendor([
      'react-router',
      'react-router-dom',
      'cookie',
      'set-cookie-parser',
      '@reduxjs',
      'redux',
      'redux-thunk',
      'reselect',
      'immer',
      'react-redux',
      'use-sync-external-store',
      '@standard-schema',
      'react-intl',
      '@formatjs',
      'intl-messageformat',
      'tslib',
      'styled-components',
      'stylis',
      '@emotion',
      'shallowequal',
    ]),
    priority: 40,
  },
  // Everything the first page needs stays together; otherwise each module a lazy page shares with it
  // (an icon, a hook) becomes a chunk of its own and a request of its own.
  { name: 'app', tags: ['$initial' as const], priority: 10 },
];

// Anchored patterns: a bare '/t' prefix would also capture SPA paths such as '/test'.
const proxy = {
  '^/api(/|$)': { target: backend, changeOrigin: false },
  '^/t(/|$)': { target: backend, changeOrigin: false },
  '^/healthz(/|$)': { target: backend, changeOrigin: false },
};

export default defineConfig({
  root,
  base: '/',
  plugins: [
    ...formatjsPrecompile({
      langDir: `${root}lang`,
      srcDir: `${root}src`,
      entry: `${root}src/main.tsx`,
      loader: `${root}src/app/i18n/load-messages.ts`,
      defaultLocale: 'en',
    }),
    buildVersionFile(),
    localeDocuments({ langDir: `${root}lang` }),
    precompress(),
  ],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  publicDir: 'public',
  // No @vitejs/plugin-react: Vite 8 transforms TSX with Oxc; the automatic runtime matches tsconfig `jsx: react-jsx`.
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs this build's ES2022 either supports <link rel=modulepreload> or just loads
    // the module a little later without it; the polyfill would cost every visitor its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // react-router and react-intl mark their entries "use client" for RSC; meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
      output: {
        codeSplitting: { groups: vendorChunks },
        entryFileNames: 'assets/[name]-[hash].js',
        // The second half of a split catalog (see formatjs-precompile.ts) gets a name of its own in the network panel.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.endsWith(`?${REST_QUERY}`) ? 'assets/[name]-rest-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy,
  },
  preview: {
    proxy,
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
});
