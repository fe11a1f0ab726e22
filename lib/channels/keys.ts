import { sitePk } from '../db/keys.js';

// A channel and its entries share one partition (sk CHANNEL, ENTRY#…, SLUG#…, UNIQUE#…), so an
// entry read fetches channel and entry in one BatchGetItem and a list reads the channel and the
// first page in one Query. GSI1 lists a site's channels; a claim item keeps channel slugs unique.
/** Partition of a channel and its entries. */
export const channelPk = (siteId: string, channelId: string) => sitePk(siteId, `CHANNEL#${channelId}`);
export const channelKey = (siteId: string, channelId: string) => ({ pk: channelPk(siteId, channelId), sk: 'CHANNEL' });
/** GSI1 partition of a channel's entries in updated_at order (its tail copy at the far end). */
export const channelUpdatedPk = (siteId: string, channelId: string) => `${channelPk(siteId, channelId)}#UPDATED`;
/** A slug claim: matched in lower case, as channel slugs are. */
export const channelSlugKey = (siteId: string, slug: string) => ({
  pk: sitePk(siteId, `CHANNEL_SLUG#${slug.toLowerCase()}`),
  sk: 'CHANNEL_SLUG',
});
/** GSI1 partition of a site's channels. */
export const channelsIndex = (siteId: string) => sitePk(siteId, 'CHANNELS');

// A copy of the channel item sits at the far end of its partition (sk ENTRY$, right after the last
// ENTRY#…) and of its GSI2 order, so a list reading entries backwards meets the channel first too:
// one Query, either way.
/** Key of the channel's tail copy. */
export const channelTailKey = (siteId: string, channelId: string) => ({
  pk: channelPk(siteId, channelId),
  sk: 'ENTRY$',
});

/** An entry, in its channel's partition. */
export const entryKey = (siteId: string, channelId: string, entryId: string) => ({
  pk: channelPk(siteId, channelId),
  sk: `ENTRY#${entryId}`,
});
/** An entry's slug claim. */
export const entrySlugKey = (siteId: string, channelId: string, slug: string) => ({
  pk: channelPk(siteId, channelId),
  sk: `SLUG#${slug}`,
});
/** The claim of a unique field's value. */
export const entryUniqueKey = (siteId: string, channelId: string, field: string, value: string) => ({
  pk: channelPk(siteId, channelId),
  sk: `UNIQUE#${field}#${value}`,
});
