interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_SPORTDATA_SECRET?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
