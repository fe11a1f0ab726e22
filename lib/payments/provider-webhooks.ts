import type { ProviderEvent } from './provider-event.js';
import type { ProviderSettings } from './provider-record.js';

/** Verifies a Stripe or Mollie event (their SDKs are loaded here only). Undefined: not verified. */
export const verifyProviderEvent = async (
  _siteId: string,
  _settings: ProviderSettings,
  _body: string,
  _headers: Readonly<Record<string, string | undefined>>,
): Promise<ProviderEvent | undefined> => undefined;
