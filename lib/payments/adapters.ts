import type { ProviderSettings } from './provider-record.js';
import { providerSecret } from './providers.js';
import type { StartedPayment, StartPayment } from './start-payment.js';
import { testCheckoutUrl } from './test-provider.js';

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
