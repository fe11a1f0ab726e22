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
 * Sends a request again while it is answered 503 (a write that kept colliding, as many concurrent
 * writes to one order do on a loaded machine), after its Retry-After (at most 1 s), as a client
 * should. Send it with an Idempotency-Key, so that a retry can never apply twice.
 */
export const retryingUnavailable = async <T extends { readonly status: number; readonly headers: Headers }>(
  send: () => Promise<T>,
  attempts = 20,
): Promise<T> => {
  let answer = await send();
  for (let attempt = 1; attempt < attempts && answer.status === 503; attempt += 1) {
    const wait = Math.min(1000, Number(answer.headers.get('retry-after') ?? '1') * 1000);
    await new Promise((resolve) => setTimeout(resolve, wait));
    answer = await send();
  }
  return answer;
};
