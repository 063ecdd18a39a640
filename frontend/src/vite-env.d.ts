/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build id written by vite.config.ts; also served as /version.json. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
