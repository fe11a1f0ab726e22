import type { ProviderSettings } from './provider-record.js';
import { providerSecret } from './providers.js';
import { testCheckoutUrl } from './test-provider.js';

/** What a provider needs to start a payment. Amounts in minor units. */
export interface StartPayment {
  readonly siteId: string;
  readonly paymentId: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly amount: number;
  readonly currency: string;
  readonly method: string | null;
  readonly returnUrl: string;
  /** The API's own base URL: the test provider's page and the webhook are under it. */
  readonly base: string;
}

/** What the provider answered: where the buyer pays, its id of the payment, Stripe's client secret. */
export interface StartedPayment {
  readonly checkoutUrl: string | null;
  readonly reference: string | null;
  readonly clientSecret?: string | null;
}

/**
 * Starts a payment at its provider. `manual` has no page (the shop records the money by hand);
 * `test` has the local server's page. The SDKs of Stripe and Mollie are imported here, lazily, so
 * only the payment functions that reach them carry them.
 */
export const startAtProvider = async (settings: ProviderSettings, input: StartPayment): Promise<StartedPayment> => {
  switch (settings.provider) {
    case 'manual':
      return { checkoutUrl: null, reference: null };
    case 'test':
      return { checkoutUrl: testCheckoutUrl(input.base, input.siteId, input.paymentId), reference: null };
    case 'stripe': {
      const { startStripePayment } = await import('./stripe-adapter.js');
      const key = (await providerSecret(input.siteId, settings, 'secret_key')) as string;
      return startStripePayment(key, settings.capture_method, input);
    }
    case 'mollie': {
      const { startMolliePayment } = await import('./mollie-adapter.js');
      const key = (await providerSecret(input.siteId, settings, 'api_key')) as string;
      return startMolliePayment(key, {
        ...input,
        webhookUrl: `${input.base}/payments/webhooks/mollie/${input.siteId}`,
      });
    }
  }
};
