import type { ProviderEvent, ProviderRefundEvent } from './provider-event.js';
import type { ProviderSettings } from './provider-record.js';
import { providerSecret } from './providers.js';

/**
 * Verifies a Stripe or Mollie event (their SDKs are loaded here only, by the webhook's function).
 * Stripe: `constructEvent` over the raw body and `Stripe-Signature`; Mollie: the id it posts,
 * fetched back with the site's key. Undefined: not verified; `irrelevant`: verified, of no concern.
 */
export const verifyProviderEvent = async (
  siteId: string,
  settings: ProviderSettings,
  body: string,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<readonly (ProviderEvent | ProviderRefundEvent)[] | 'irrelevant' | undefined> => {
  if (settings.provider === 'stripe') {
    const secret = await providerSecret(siteId, settings, 'webhook_secret');
    if (!secret) return undefined;
    const { verifyStripeEvent } = await import('./stripe-adapter.js');
    const event = verifyStripeEvent(secret, body, headers['stripe-signature']);
    return event === undefined || event === 'irrelevant' ? event : [event];
  }
  if (settings.provider === 'mollie') {
    const key = await providerSecret(siteId, settings, 'api_key');
    if (!key) return undefined;
    const { fetchMollieEvent } = await import('./mollie-adapter.js');
    const fetched = await fetchMollieEvent(key, body);
    return fetched && [fetched.payment, ...fetched.refunds];
  }
  return undefined;
};
