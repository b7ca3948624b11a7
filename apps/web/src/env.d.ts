/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not under /api on the same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
