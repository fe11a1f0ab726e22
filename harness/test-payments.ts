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
