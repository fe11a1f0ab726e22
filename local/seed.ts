import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomPassword } from '../lib/auth/passwords.js';
import { createUser, getUser, userIdForEmail, type User } from '../lib/auth/users.js';
import { createSite, getSite, type Site } from '../lib/sites/sites.js';
import { ensureDemoClient } from '../lib/oauth/demo-client.js';
import type { OAuthClient } from '../lib/oauth/clients.js';

export interface SeedOptions {
  readonly siteSubdomain: string;
  readonly adminEmail: string;
  /** Used when the admin is created; a random one is generated when absent. */
  readonly adminPassword?: string;
  /** Where a generated password is remembered between restarts (local development only). */
  readonly dataDir?: string;
  /** Redirect URIs of the demo OAuth client. */
  readonly demoRedirectUris?: readonly string[];
}

export interface SeedResult {
  readonly site: Site;
  readonly admin: User;
  /** The admin's password when it is known (set, generated now, or remembered); undefined otherwise. */
  readonly adminPassword?: string;
  /** The confidential first-party demo OAuth client; its secret when known (created now or remembered). */
  readonly demoClient: { readonly client: OAuthClient; readonly secret?: string };
}

const CREDENTIALS_FILE = 'seed-credentials.json';

/** Ensures a demo site and its owner exist. Safe to run at every start: nothing is created twice. */
export const seed = async (options: SeedOptions): Promise<SeedResult> => {
  const remembered =
    options.dataDir && existsSync(join(options.dataDir, CREDENTIALS_FILE))
      ? (JSON.parse(readFileSync(join(options.dataDir, CREDENTIALS_FILE), 'utf8')) as {
          email: string;
          password: string;
        })
      : undefined;
  let adminPassword =
    options.adminPassword ?? (remembered?.email === options.adminEmail.toLowerCase() ? remembered.password : undefined);

  const existingId = await userIdForEmail(options.adminEmail);
  let admin = existingId ? await getUser(existingId) : undefined;
  if (!admin) {
    adminPassword ??= randomPassword();
    admin = await createUser({ email: options.adminEmail, name: 'Admin', password: adminPassword });
    if (options.dataDir && !options.adminPassword) {
      mkdirSync(options.dataDir, { recursive: true });
      writeFileSync(
        join(options.dataDir, CREDENTIALS_FILE),
        JSON.stringify({ email: admin.email, password: adminPassword }),
        { mode: 0o600 },
      );
    }
  }
  const site =
    (await getSite(options.siteSubdomain)) ??
    (await createSite(
      { subdomain: options.siteSubdomain, name: `${options.siteSubdomain} site`, locales: ['en', 'fr'] },
      admin,
    ));
  const demoClient = await ensureDemoClient({
    ownerId: admin.id,
    redirectUris: options.demoRedirectUris ?? ['http://127.0.0.1:8080/callback', 'http://localhost:8080/callback'],
    dataDir: options.dataDir,
  });
  return { site, admin, adminPassword, demoClient };
};
