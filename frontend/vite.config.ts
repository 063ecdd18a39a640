import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

// Anchored patterns: a bare '/t' prefix would also capture SPA paths such as '/test'.
const proxy = {
  '^/api(/|$)': { target: backend, changeOrigin: false },
  '^/t(/|$)': { target: backend, changeOrigin: false },
  '^/healthz(/|$)': { target: backend, changeOrigin: false },
};

export default defineConfig({
  root,
  base: '/',
  plugins: [buildVersionFile()],
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
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // react-router and react-intl mark their entries "use client" for RSC; meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
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
