import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCOPES } from '../auth/scopes.js';
import { createClient, getClient, listUserClients, type OAuthClient } from './clients.js';

export const DEMO_CLIENT_NAME = 'Demo app (local seed)';
const CREDENTIALS_FILE = 'seed-oauth-client.json';

export interface DemoClientOptions {
  readonly ownerId: string;
  readonly redirectUris: readonly string[];
  /** Where the secret is remembered between restarts (local development only). */
  readonly dataDir?: string;
}

/**
 * Ensures the local seed's confidential first-party demo client exists. Its secret is shown only
 * when created, so it is remembered in the data directory to be printed at every start.
 * Returns `secret` undefined when the client exists but its secret was not remembered.
 */
export const ensureDemoClient = async (
  options: DemoClientOptions,
): Promise<{ client: OAuthClient; secret?: string }> => {
  const file = options.dataDir && join(options.dataDir, CREDENTIALS_FILE);
  const remembered =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { client_id: string; client_secret: string })
      : undefined;
  const known = remembered && (await getClient(remembered.client_id));
  if (known && known.owner_id === options.ownerId) return { client: known, secret: remembered.client_secret };

  const existing = (await listUserClients(options.ownerId, { per_page: 100 })).items.find(
    (c) => c.name === DEMO_CLIENT_NAME,
  );
  if (existing && !file) return { client: existing };

  const created = await createClient(
    {
      name: DEMO_CLIENT_NAME,
      redirect_uris: [...options.redirectUris],
      scopes: [...SCOPES],
      confidential: true,
      first_party: true,
    },
    options.ownerId,
  );
  if (file) {
    mkdirSync(options.dataDir as string, { recursive: true });
    writeFileSync(file, JSON.stringify({ client_id: created.client.client_id, client_secret: created.secret }), {
      mode: 0o600,
    });
  }
  return created;
};
