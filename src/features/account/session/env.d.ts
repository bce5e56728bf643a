interface ImportMetaEnv {
  /** Shared key of the password transport encryption (docs/decisions/accounts.md). */
  readonly VITE_PASSWORD_TRANSPORT_KEY?: string;
}
