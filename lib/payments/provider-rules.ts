/** The payment providers a site may set up, and what each keeps secret. Pure. */
export const PROVIDERS = ['stripe', 'mollie', 'manual', 'test'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The secret settings of each provider: sealed at rest, never shown beyond their last 4 characters. */
export const SECRET_FIELDS = {
  stripe: ['secret_key', 'webhook_secret'],
  mollie: ['api_key'],
  manual: [],
  test: [],
} as const satisfies Record<ProviderName, readonly string[]>;
export type SecretField = 'secret_key' | 'webhook_secret' | 'api_key';

/** What a read shows of a secret: an ellipsis and its last 4 characters, or less for a short one. */
export const hint = (secret: string): string => `…${secret.length >= 12 ? secret.slice(-4) : ''}`;

/**
 * Whether the `test` provider may be used: always where the API runs locally (no `STAGE`), and on a
 * deployed stage only when its configuration sets `allowTestPayments` (`ALLOW_TEST_PAYMENTS=true`):
 * anyone may mark an order paid through it.
 */
export const testPaymentsAllowed = (env: Readonly<Record<string, string | undefined>> = process.env): boolean =>
  !env.STAGE || env.ALLOW_TEST_PAYMENTS === 'true';
