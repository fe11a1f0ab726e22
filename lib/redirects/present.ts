import type { Redirect } from './redirect-record.js';

/** Public shape of a redirect. */
export const presentRedirect = (redirect: Redirect, base: string) => ({
  id: redirect.id,
  url: `${base}/redirects/${redirect.id}`,
  source: redirect.source,
  target: redirect.target,
  status_code: redirect.status_code,
  created_at: redirect.created_at,
  updated_at: redirect.updated_at,
});
