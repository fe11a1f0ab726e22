import { getProvider, providerSecret } from '../lib/payments/providers.js';
import type { Owner, TestApi } from './api.js';

/**
 * Turns the site's test payment provider on and answers its signing secret (read as the local
 * checkout page reads it), with which a test signs the provider events it delivers.
 */
export const enableTestProvider = async (api: Pick<TestApi, 'request'>, owner: Owner): Promise<string> => {
  const res = await api.request('PUT', '/payment_providers/test', {
    token: owner.token,
    site: owner.site.id,
    body: {},
  });
  if (res.status !== 201) throw new Error(`PUT /payment_providers/test answered ${res.status}: ${res.text}`);
  const settings = await getProvider(owner.site.id, 'test');
  if (!settings) throw new Error('the test provider was not stored');
  return (await providerSecret(owner.site.id, settings, 'signing_secret')) as string;
};

/**
 * Sends a rush of requests at once, then sends again, one at a time, each answered 503 (a write
 * that kept colliding, as many concurrent writes to one order do on a loaded machine), as a client
 * would after its Retry-After. Resent one by one so the resends do not make a second rush. Give each
 * request its own Idempotency-Key, so a resend can never apply twice.
 */
export const rushThenResend = async <T extends { readonly status: number }>(
  sends: readonly (() => Promise<T>)[],
  attempts = 10,
): Promise<T[]> => {
  const answers: T[] = await Promise.all(sends.map((send) => send()));
  for (const [index, send] of sends.entries()) {
    for (let attempt = 1; attempt < attempts && answers[index]?.status === 503; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answers[index] = await send();
    }
  }
  return answers;
};

/** Sends one request again while it is answered 503 (see rushThenResend), at most `attempts` times. */
export const retryingUnavailable = async <T extends { readonly status: number }>(
  send: () => Promise<T>,
  attempts = 10,
): Promise<T> => (await rushThenResend([send], attempts))[0] as T;
