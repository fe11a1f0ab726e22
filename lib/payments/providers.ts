import { randomBytes } from 'node:crypto';
import { deleteRecordById, getRecordById, putRecord, type Stored } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { readPartition } from '../db/query-all.js';
import { toRecord } from '../db/record.js';
import { ApiError, assertValid, type FieldError } from '../http/errors.js';
import { open, seal } from '../push/sealing.js';
import { paymentKeys } from './keys.js';
import type { ProviderSettings } from './provider-record.js';
import { hint, SECRET_FIELDS, testPaymentsAllowed, type ProviderName, type SecretField } from './provider-rules.js';
import type { PutProvider } from './provider-schemas.js';

/** A site's settings of one provider: one item per provider in the site's PAYMENT_PROVIDER partition. */
export const providerSettings: Stored<ProviderSettings> = { name: 'Payment provider', key: paymentKeys.provider };

/** What a sealed secret is bound to: its site and its field, so a copy elsewhere does not open. */
const sealContext = (siteId: string, field: string) => `${siteId}:payments:${field}`;

/** 422 `test_payments_disabled`: the `test` provider on a deployed stage that does not allow it. */
export const testPaymentsDisabled = () =>
  new ApiError(
    422,
    'test_payments_disabled',
    'The test payment provider is not available on this stage (its configuration does not set allowTestPayments)',
  );

/** One provider's settings: one GetItem (strongly consistent). */
export const getProvider = (siteId: string, provider: ProviderName) =>
  getRecordById(providerSettings, siteId, provider);

/** Every provider the site has set up: one Query of its small partition. */
export const listProviders = async (siteId: string): Promise<ProviderSettings[]> =>
  (await readPartition({ pk: paymentKeys.providerPartition(siteId) }, { consistent: true })).map((item) =>
    toRecord<ProviderSettings>(item),
  );

/**
 * Sets a provider up or changes it: secrets given are sealed (the plain value is never stored or
 * logged), secrets left out stay as they were; a provider whose required secrets are still missing
 * is refused with 422. The `test` provider gets a signing secret of its own, made here once.
 * One GetItem, then one PutItem (the last write wins, as for other settings).
 */
export const putProvider = async (
  siteId: string,
  provider: ProviderName,
  body: PutProvider,
): Promise<{ settings: ProviderSettings; created: boolean }> => {
  if (provider === 'test' && !testPaymentsAllowed()) throw testPaymentsDisabled();
  const allowed: readonly string[] = SECRET_FIELDS[provider];
  const problems: FieldError[] = (['secret_key', 'webhook_secret', 'api_key'] as const)
    .filter((field) => body[field] !== undefined && !allowed.includes(field))
    .map((field) => ({ field, message: `is not a setting of the ${provider} provider`, code: 'unknown_field' }));
  if (body.capture_method !== undefined && provider !== 'stripe')
    problems.push({
      field: 'capture_method',
      message: 'is a setting of the stripe provider only',
      code: 'unknown_field',
    });
  assertValid(problems);
  const stored = await getProvider(siteId, provider);
  const hints: Partial<Record<SecretField, string>> = { ...stored?.hints };
  const sealed: Partial<Record<SecretField | 'signing_secret', string>> = { ...stored?.sealed };
  for (const field of SECRET_FIELDS[provider] as readonly SecretField[]) {
    const value = body[field];
    if (value === undefined) continue;
    sealed[field] = await seal(value, sealContext(siteId, field));
    hints[field] = hint(value);
  }
  const missing = (SECRET_FIELDS[provider] as readonly SecretField[]).filter((field) => !sealed[field]);
  assertValid(missing.map((field) => ({ field, message: 'is required', code: 'required' })));
  if (provider === 'test' && !sealed.signing_secret)
    sealed.signing_secret = await seal(randomBytes(32).toString('base64url'), sealContext(siteId, 'signing_secret'));
  const now = timestamp();
  const settings: ProviderSettings = {
    provider,
    enabled: body.enabled ?? stored?.enabled ?? true,
    capture_method: body.capture_method ?? stored?.capture_method ?? 'automatic',
    hints,
    sealed,
    created_at: stored?.created_at ?? now,
    updated_at: now,
  };
  await putRecord(providerSettings, siteId, provider, settings);
  return { settings, created: !stored };
};

/** Removes a provider's settings (its payments stay): one DeleteItem; false when it was not set up. */
export const deleteProvider = (siteId: string, provider: ProviderName) =>
  deleteRecordById(providerSettings, siteId, provider, { only: { provider } });

/** A sealed secret of the provider's settings, opened; undefined when it is not set. */
export const providerSecret = async (
  siteId: string,
  settings: ProviderSettings,
  field: SecretField | 'signing_secret',
): Promise<string | undefined> => {
  const sealed = settings.sealed[field];
  return sealed === undefined ? undefined : open(sealed, sealContext(siteId, field));
};
