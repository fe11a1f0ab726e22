import { randomBytes } from 'node:crypto';
import { batchGet, keyId } from '../db/batch-get.js';
import { storeOnce } from '../db/made-once.js';
import { isId, sitePk } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import type { WindowCounter } from '../db/window-counter.js';
import { channels, toChannel, type Channel } from '../channels/channels.js';
import { channelKey } from '../channels/keys.js';

// Keys and reads of public submissions: a site's form key (signs its form tokens), and the
// fixed-window counters of its submission limits.

/** The site's form key: 32 random bytes signing its form tokens, made on the first form token asked for. */
export const formKeyKey = (siteId: string) => ({ pk: sitePk(siteId, 'FORM_KEY'), sk: 'FORM_KEY' });

/** Submissions from one client address to one channel (`<site>#SUBMISSIONS#<channel>#<address>`). */
export const addressCounter = (siteId: string, channelId: string, address: string, limit: number): WindowCounter => ({
  pk: sitePk(siteId, `SUBMISSIONS#${channelId}#${address}`),
  limit,
  windowSeconds: 60,
});

/** One of a site's submission counters (`<site>#SUBMISSIONS#SITE#<shard>`), each taking its share of the site's limit. */
export const siteCounter = (siteId: string, shard: number, limit: number, shards: number): WindowCounter => ({
  pk: sitePk(siteId, `SUBMISSIONS#SITE#${shard}`),
  limit: Math.ceil(limit / shards),
  windowSeconds: 60,
});

const keyOf = (item: Record<string, unknown> | undefined): Buffer | undefined =>
  typeof item?.secret === 'string' ? Buffer.from(item.secret, 'base64') : undefined;

/** A channel and its site's form key: one BatchGetItem. */
export const readChannelWithFormKey = async (
  siteId: string,
  channelId: string,
): Promise<{ channel?: Channel; formKey?: Buffer }> => {
  const wanted = [channelKey(siteId, channelId), formKeyKey(siteId)];
  const found = await batchGet(wanted);
  const channel = found.get(keyId(wanted[0] as { pk: string; sk: string }));
  return {
    channel: channel && toChannel(channel),
    formKey: keyOf(found.get(keyId(wanted[1] as { pk: string; sk: string }))),
  };
};

/**
 * What a submission reads, read with the token where the request names its site (a site-bound
 * token, as a form's public token is): the channel and the form key for a channel id, the slug's
 * claim and the form key for a slug. A post by slug then reads only the channel after the token,
 * never the claim and then the channel one after the other.
 */
export const submissionPrefetch: PrefetchKeys = ({ siteId, params }) => {
  const ref = params.channel;
  if (siteId === undefined || !ref) return [];
  return [isId(ref) ? channelKey(siteId, ref) : channels.claim!.key(siteId, ref), formKeyKey(siteId)];
};

/**
 * The site's form key, made now when it has none: one conditional PutItem; when another request
 * made it meanwhile, theirs is read back (one GetItem) so every token is signed with the same key.
 */
export const createFormKey = async (siteId: string): Promise<Buffer> => {
  const stored = keyOf(await storeOnce(formKeyKey(siteId), { secret: randomBytes(32).toString('base64') }));
  if (!stored) throw new Error("The site's form key was neither stored nor found");
  return stored;
};
