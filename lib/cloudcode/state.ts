import { timestamp } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { freeMapSlots, setMapSlot, startMap, type MapSlots } from '../db/map-slot.js';
import { invalidField, tooManyRequests } from '../http/errors.js';
import { cloudCodeKeys } from './keys.js';
import type { Manifest } from './manifest.js';

/** The active deployment as the state item holds it: enough to run code without reading its record. */
export interface ActiveDeployment {
  readonly id: string;
  readonly scopes: readonly string[];
  readonly master: boolean;
  readonly manifest: Manifest;
  /** The user who deployed it: its invocation tokens act for them. */
  readonly user_id?: string;
  readonly subdomain: string;
}

export interface StoredSecret {
  readonly value: string;
  readonly updated_at: string;
}

/** A site's cloud code state: one item, read (or taken) by every invocation. */
export interface CloudCodeState {
  readonly active?: ActiveDeployment;
  readonly secrets: Readonly<Record<string, StoredSecret>>;
  readonly leases: Readonly<Record<string, number>>;
  readonly version: number;
}

/** A state item as the module reads it (an absent item: no deployment, no secrets, version 0). */
export const toState = (item: Record<string, unknown> | undefined): CloudCodeState => ({
  active: item?.active as ActiveDeployment | undefined,
  secrets: (item?.secrets as Record<string, StoredSecret> | undefined) ?? {},
  leases: (item?.leases as Record<string, number> | undefined) ?? {},
  version: (item?.version as number | undefined) ?? 0,
});

/** A site's state: one strongly consistent GetItem. */
export const getState = async (siteId: string): Promise<CloudCodeState> => {
  return toState(await readItem(cloudCodeKeys.state(siteId)));
};

/** The secrets as the sandbox gets them: names to values. */
export const secretValues = (state: CloudCodeState): Record<string, string> =>
  Object.fromEntries(Object.entries(state.secrets).map(([name, secret]) => [name, secret.value]));

const leaseSlots = (siteId: string, limit: number): MapSlots => ({
  key: cloudCodeKeys.state(siteId),
  map: 'leases',
  limit,
});

/**
 * Takes one of the site's concurrency slots for an invocation and returns the state with it: one
 * UpdateItem (a lease per running invocation, kept in a map on the state item until `expiresAt`,
 * refused with 429 `cloud_code_busy` when `limit` leases exist). A lease whose invocation died is
 * dropped at its expiry by the next refused taker (one more UpdateItem, then one more try). A site
 * that never activated a deployment gets its (empty) state back and no lease.
 */
export const takeLease = async (
  siteId: string,
  invocationId: string,
  expiresAt: number,
  limit: number,
  now = Date.now(),
): Promise<CloudCodeState> => {
  const slots = leaseSlots(siteId, limit);
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await setMapSlot(slots, invocationId, expiresAt, { returnValues: 'ALL_NEW', old: true });
    if (outcome.set) return toState(outcome.attributes);
    if (attempt > 0) throw busy(limit);
    // No lease map: the site has never activated a deployment (activation starts the map), so
    // there is nothing to run and nothing is written.
    if (outcome.old === undefined) return toState(undefined);
    const expired = Object.entries(outcome.old)
      .filter(([, at]) => (at as number) <= now)
      .map(([id]) => id);
    if (!expired.length) throw busy(limit);
    await releaseLeases(siteId, expired);
  }
};

const busy = (limit: number) =>
  tooManyRequests('cloud_code_busy', `This site already runs ${limit} cloud code invocations at once`, 1);

/** Gives leases back (those another caller has not freed already): one UpdateItem. */
export const releaseLeases = async (siteId: string, invocationIds: readonly string[]): Promise<void> => {
  await freeMapSlots(leaseSlots(siteId, 0), invocationIds, 'map');
};

export const MAX_SECRETS = 100;

const secretSlots = (siteId: string): MapSlots => ({
  key: cloudCodeKeys.state(siteId),
  map: 'secrets',
  limit: MAX_SECRETS,
});

/**
 * Sets a secret (one UpdateItem; a second one the first time a site stores a secret, to start the
 * map, and a third when another secret started it meanwhile). Refused past `MAX_SECRETS` (422 `too_many_secrets`). Returns when it was stored.
 */
export const putSecret = async (
  siteId: string,
  name: string,
  value: string,
  now = new Date(),
): Promise<{ created: boolean; updated_at: string }> => {
  const stored: StoredSecret = { value, updated_at: timestamp(now) };
  const slots = secretSlots(siteId);
  // Twice at most: a site's first secrets, sent at once, find no map; one starts it and the others
  // set theirs in it on their second round. A refusal once the map exists is the count's.
  for (let round = 0; ; round += 1) {
    const outcome = await setMapSlot(slots, name, stored, { returnValues: 'UPDATED_OLD' });
    if (outcome.set)
      return {
        created: (outcome.attributes?.secrets as Record<string, unknown> | undefined)?.[name] === undefined,
        updated_at: stored.updated_at,
      };
    if (round > 0) throw invalidField('name', `A site keeps at most ${MAX_SECRETS} secrets`, 'too_many_secrets');
    // Refused: no map yet (start it with this secret), or the map exists, started meanwhile by
    // another secret or full (the second round tells which).
    if (await startMap(slots, { [name]: stored })) return { created: true, updated_at: stored.updated_at };
  }
};

/** Removes a secret: one UpdateItem. False when there was none. */
export const deleteSecret = (siteId: string, name: string): Promise<boolean> =>
  freeMapSlots(secretSlots(siteId), [name], 'slot');

/**
 * How long an instance trusts what it read of a site's code: 10 s (`CLOUD_CODE_SITE_CACHE_MS`; the
 * test suite sets it long, so that exact request counts measure the steady state whatever the
 * machine's load; the cold read is tested on its own).
 */
const cacheMs = () => Number(process.env.CLOUD_CODE_SITE_CACHE_MS || 10_000);

/** What a write needs to know about a site's code: the active deployment (with its hooks) and its secrets. */
export interface SiteCode {
  readonly active?: ActiveDeployment;
  readonly secrets: Readonly<Record<string, string>>;
}

const siteCodeCache = new Map<string, { at: number; code: Promise<SiteCode> }>();

/**
 * A site's active deployment and secrets, read once per instance and kept for 10 s:
 * a write that no hook watches then costs no request at all in steady state, and an activation
 * (or a secret's change) reaches every instance within 10 s. One GetItem on a miss.
 */
export const siteCode = (siteId: string, now = Date.now()): Promise<SiteCode> => {
  const cached = siteCodeCache.get(siteId);
  if (cached && now - cached.at < cacheMs()) return cached.code;
  const code = getState(siteId).then((state) => ({ active: state.active, secrets: secretValues(state) }));
  siteCodeCache.set(siteId, { at: now, code });
  code.catch(() => siteCodeCache.delete(siteId));
  if (siteCodeCache.size > 10_000) siteCodeCache.delete(siteCodeCache.keys().next().value as string);
  return code;
};

/** Forgets what this instance knows of a site's code (after an activation it made itself). */
export const forgetSiteCode = (siteId: string): void => {
  siteCodeCache.delete(siteId);
};
