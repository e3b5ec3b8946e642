/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When set, errors are POSTed there as JSON. Off when empty. */
  readonly VITE_ERROR_REPORT_URL?: string;
  /** When set, this analytics script is injected. Off when empty. */
  readonly VITE_ANALYTICS_SRC?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
