import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { workQueue } from '../queues/work-queue.js';
import { applyProviderEvent, type EventOutcome, type PendingProviderEvent } from './apply-event.js';
import type { ProviderEvent, ProviderRefundEvent } from './provider-event.js';
import { PROVIDERS, testPaymentsAllowed, type ProviderName } from './provider-rules.js';
import { getProvider, providerSecret } from './providers.js';
import { TEST_SIGNATURE_HEADER, verifyTestEvent } from './test-provider.js';

/** The queue of events for payments not stored yet: retried until they apply, then dead-lettered (never dropped silently). */
export const PAYMENT_EVENTS_QUEUE = 'payment-events';
const RETRY_DELAY_SECONDS = 5;

/** The one answer to any event that cannot be verified: it never says whether the site or provider exists. */
const unverifiable = () => badRequest('invalid_webhook', 'The event could not be verified');

/** The request body exactly as sent: API Gateway base64-encodes some bodies, and a signature is over the bytes. */
export const rawBody = (event: APIGatewayProxyEventV2): string =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

const SITE_ID = /^[0-9a-f]{24}$/;

/**
 * Verifies a provider's webhook and applies its event: one GetItem of the site's settings of the
 * provider (its secret), the provider's check, then applyProviderEvent (a BatchGetItem and a
 * TransactWriteItems). An event for a payment not stored yet is queued and retried, never
 * acknowledged and dropped.
 */
export const receiveWebhook = async (
  providerName: string,
  siteId: string,
  request: APIGatewayProxyEventV2,
): Promise<EventOutcome | 'queued'> => {
  if (!(PROVIDERS as readonly string[]).includes(providerName) || providerName === 'manual' || !SITE_ID.test(siteId))
    throw unverifiable();
  const provider = providerName as ProviderName;
  if (provider === 'test' && !testPaymentsAllowed()) throw unverifiable();
  const settings = await getProvider(siteId, provider);
  if (!settings) throw unverifiable();
  const body = rawBody(request);
  let events: readonly (ProviderEvent | ProviderRefundEvent)[] | 'irrelevant' | undefined;
  if (provider === 'test') {
    const secret = await providerSecret(siteId, settings, 'signing_secret');
    const event = secret ? verifyTestEvent(secret, body, request.headers[TEST_SIGNATURE_HEADER]) : undefined;
    events = event && [event];
  } else {
    const { verifyProviderEvent } = await import('./provider-webhooks.js');
    events = await verifyProviderEvent(siteId, settings, body, request.headers);
  }
  if (!events) {
    logger.info('payment webhook refused: not verified', { provider });
    throw unverifiable();
  }
  if (events === 'irrelevant') return 'ignored';
  // One call may carry several events (Mollie's payment with its refunds): the first one's outcome is the answer.
  let answer: EventOutcome | 'queued' | undefined;
  for (const event of events) {
    let outcome: EventOutcome | 'queued';
    if ('kind' in event) {
      const { applyRefundEvent } = await import('./refund-events.js');
      outcome = await applyRefundEvent(siteId, provider, event);
    } else {
      outcome = await applyProviderEvent(siteId, provider, event);
      if (outcome === 'unknown') {
        await workQueue<PendingProviderEvent>(PAYMENT_EVENTS_QUEUE).send(
          { siteId, provider, event },
          RETRY_DELAY_SECONDS,
        );
        outcome = 'queued';
      }
    }
    answer ??= outcome;
  }
  return answer ?? 'ignored';
};
