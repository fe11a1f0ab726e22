import { isStoredFile, presentFile } from '../uploads/file-objects.js';
import type { Channel } from './channels.js';
import type { Entry } from './entries.js';

/** Public shape of a channel. */
export const presentChannel = (channel: Channel, base: string) => {
  const { site_id: _site, index_order: _index, version: _version, customizations, ...rest } = channel;
  const url = `${base}/channels/${channel.id}`;
  return {
    ...rest,
    url,
    entries_url: `${url}/entries`,
    customizations: customizations.map((field) => ({ ...field })),
  };
};

/**
 * Public shape of an entry. A file field holding an upload shows its file object (URLs built
 * now); `signedUrls` (by object key) replace the public address of a private channel's files.
 */
export const presentEntry = (entry: Entry, base: string, signedUrls?: ReadonlyMap<string, string>) => {
  const channelUrl = `${base}/channels/${entry.channel_id}`;
  return {
    id: entry.id,
    url: `${channelUrl}/entries/${entry.id}`,
    channel_id: entry.channel_id,
    channel_url: channelUrl,
    slug: entry.slug,
    customer_id: entry.customer_id,
    fields: Object.fromEntries(
      Object.entries(entry.fields).map(([name, value]) => [
        name,
        isStoredFile(value) ? presentFile(value, { base, signedUrl: signedUrls?.get(value.key) }) : value,
      ]),
    ),
    ...(entry.submission_status && { submission_status: entry.submission_status }),
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
};
