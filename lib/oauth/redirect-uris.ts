const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Why a redirect URI may not be registered, or undefined when it may. Allowed: https URLs, http on
 * the loopback interface (RFC 8252 7.3) and private-use schemes in reverse-domain form (RFC 8252 7.1).
 * Never a fragment or credentials (RFC 6749 3.1.2). Pure.
 */
export const redirectUriProblem = (uri: string): string | undefined => {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URI';
  }
  if (url.hash !== '' || uri.includes('#')) return 'must not contain a fragment';
  if (url.username !== '' || url.password !== '') return 'must not contain credentials';
  const scheme = url.protocol.slice(0, -1);
  if (scheme === 'https') return undefined;
  if (scheme === 'http')
    return LOOPBACK_HOSTS.has(url.hostname) ? undefined : 'must use https (http only on the loopback interface)';
  if (/^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$/.test(scheme)) return undefined;
  return 'must use https, http on the loopback interface, or a reverse-domain private-use scheme';
};

/** Redirect URIs are compared as exact strings (RFC 9700 2.1): no normalisation, no wildcards. */
export const isRegisteredRedirectUri = (registered: readonly string[], uri: string): boolean =>
  registered.includes(uri);

/**
 * The CSP `form-action` source that lets the consent form's redirect reach the client: Chromium
 * applies form-action to redirects that follow a form submission.
 */
export const formActionSource = (uri: string): string => {
  const url = new URL(uri);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
};
