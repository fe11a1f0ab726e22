import type { Entry } from '../channels/entries.js';

/** What a submission's answer shows: never its `submission_status`, so a bot cannot tell it was judged spam. */
export const presentSubmission = (entry: Entry, base: string) => {
  const channelUrl = `${base}/channels/${entry.channel_id}`;
  return {
    id: entry.id,
    url: `${channelUrl}/entries/${entry.id}`,
    channel_id: entry.channel_id,
    fields: entry.fields,
    created_at: entry.created_at,
  };
};
