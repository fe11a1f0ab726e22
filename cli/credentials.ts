import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { UsageError } from './args.js';

/** What `site-api login` remembers. */
export interface Credentials {
  readonly url: string;
  readonly token: string;
  /** Site id or subdomain, sent as `X-Service-Site` (optional for site tokens). */
  readonly site?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** `SITE_API_CONFIG`, else `~/.config/site-api/credentials.json`. */
export const credentialsPath = (env: Env): string =>
  env.SITE_API_CONFIG || join(homedir(), '.config', 'site-api', 'credentials.json');

const readFileCredentials = async (path: string): Promise<Partial<Credentials>> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    return JSON.parse(text) as Partial<Credentials>;
  } catch {
    throw new UsageError(`${path} is not valid JSON: run site-api login again`);
  }
};

/** The stored credentials with `SITE_API_URL`, `SITE_API_TOKEN` and `SITE_API_SITE` taking precedence. */
export const loadCredentials = async (env: Env): Promise<Partial<Credentials>> => {
  const stored = await readFileCredentials(credentialsPath(env));
  return {
    url: env.SITE_API_URL || stored.url,
    token: env.SITE_API_TOKEN || stored.token,
    site: env.SITE_API_SITE || stored.site,
  };
};

/** Credentials complete enough to call the API, or a usage error saying how to get them. */
export const requireCredentials = async (env: Env): Promise<Credentials> => {
  const found = await loadCredentials(env);
  if (!found.url || !found.token)
    throw new UsageError(
      'not logged in: run site-api login --url <base> --site <site> (or set SITE_API_URL and SITE_API_TOKEN)',
    );
  return { url: found.url, token: found.token, site: found.site };
};

/** Writes the credentials file readable by its owner only (0600, in a 0700 folder). */
export const saveCredentials = async (env: Env, credentials: Credentials): Promise<string> => {
  const path = credentialsPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600); // an existing file keeps its mode on write
  return path;
};

export const forgetCredentials = async (env: Env): Promise<void> => {
  await rm(credentialsPath(env), { force: true });
};
