import { createSiteApi, type SiteApi } from '../client/index.js';
import { requireCredentials, type Credentials } from './credentials.js';

/** Progress and results go to stdout; retries and warnings to stderr. */
export const say = (line: string) => {
  process.stdout.write(`${line}\n`);
};
export const warn = (line: string) => {
  process.stderr.write(`${line}\n`);
};

/** A client for explicit credentials, telling the user about each retry (a 429 waits and goes on). */
export const apiFor = (credentials: Credentials): SiteApi =>
  createSiteApi({
    baseUrl: credentials.url,
    token: credentials.token,
    site: credentials.site,
    headers: { 'user-agent': 'site-api-cli' },
    onRetry: ({ status, delayMs, attempt }) => {
      const why = status === 429 ? 'rate limited' : status ? `server answered ${status}` : 'network error';
      warn(`${why}: waiting ${(delayMs / 1000).toFixed(1)} s before retry ${attempt}`);
    },
  });

/** The logged-in client (usage error when there are no credentials). */
export const loggedInApi = async (): Promise<SiteApi> => apiFor(await requireCredentials(process.env));
