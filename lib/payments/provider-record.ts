import type { ProviderName, SecretField } from './provider-rules.js';

/**
 * A site's settings of one payment provider. Secrets are stored sealed (`sealed`, by field) beside
 * the hint a read shows; the `test` provider keeps the secret it signs its events with.
 */
export interface ProviderSettings {
  readonly provider: ProviderName;
  readonly enabled: boolean;
  readonly capture_method: 'automatic' | 'manual';
  /** `…1234` per secret field set. */
  readonly hints: Readonly<Partial<Record<SecretField, string>>>;
  /** Sealed secrets by field (lib/push/sealing.ts), bound to the site and the field. */
  readonly sealed: Readonly<Partial<Record<SecretField | 'signing_secret', string>>>;
  readonly created_at: string;
  readonly updated_at: string;
}
