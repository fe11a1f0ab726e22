import type { Principal } from '../auth/principal.js';
import { resolveChannelId } from '../channels/channels.js';
import { findChannelEntry, updateEntry, type Entry } from '../channels/entries.js';
import { requireChannelScope } from '../channels/entry-access.js';
import { conflict, notFound } from '../http/errors.js';

/**
 * Releases a submission judged spam (`POST …/entries/{entry}/not_spam`): it becomes `received`,
 * and the table's stream then treats it as new (entry.created for webhooks, its notifications
 * mailed). One BatchGetItem and one TransactWriteItems conditioned on the version read. An entry
 * already received is answered as it is (nothing is sent twice); an entry that is no submission is
 * 409 `not_a_submission`.
 */
export const releaseSpam = async (principal: Principal, channelRef: string, entryRef: string): Promise<Entry> => {
  const siteId = principal.site!.id;
  const channelId = await resolveChannelId(siteId, channelRef);
  const { channel, entry } = channelId ? await findChannelEntry(siteId, channelId, entryRef) : {};
  if (!channel) throw notFound('Channel');
  requireChannelScope(principal, channel, 'write');
  if (!entry) throw notFound('Entry');
  if (entry.submission_status === undefined)
    throw conflict('not_a_submission', 'This entry was not made by a public submission: it has no spam status');
  if (entry.submission_status === 'received') return entry;
  return updateEntry(siteId, channel, { ...entry, submission_status: 'received' }, { values: entry.fields });
};
