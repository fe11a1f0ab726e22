import { aclAllows, aclSubject } from '../channels/acl.js';
import { resolveChannelId, type Channel } from '../channels/channels.js';
import { listChannelEntries, type Entry } from '../channels/entries.js';
import { sanitizeHtmlFields } from '../forms/sanitize.js';
import { publicUrl } from '../pages/public-url.js';
import { escapeHtml, fieldText } from './feed-rules.js';
import { FEED_SIZE, type FeedContents } from './feeds.js';

const anonymous = aclSubject({ master: false, useAcl: true });

/** Whether a channel is a feed: `rss_enabled`, readable by anonymous callers, not privacy-sensitive. */
export const isFeed = (channel: Channel): boolean =>
  channel.rss_enabled === true && channel.sensitive !== true && aclAllows(channel.acl, 'read', anonymous);

/** An entry's feed title and description: the rss_* fields (else the channel's title field), escaped; HTML fields sanitized. */
const itemText = async (channel: Channel, entry: Entry) => {
  const titleField = (channel.rss_title_field as string) || (channel.title_field as string) || '';
  const descriptionField = (channel.rss_description_field as string) || '';
  const html = new Set((channel.submittable_html_fields as string[] | undefined) ?? []);
  const text = async (field: string) => {
    if (!field) return '';
    const value = fieldText(entry.fields[field]);
    return html.has(field)
      ? ((await sanitizeHtmlFields({ [field]: value }, [field]))[field] as string)
      : escapeHtml(value);
  };
  return {
    title: (await text(titleField)) || escapeHtml(entry.slug ?? entry.id),
    description: await text(descriptionField),
  };
};

/**
 * A channel's feed: its first 50 entries in its order (newest first when it orders by creation,
 * as every channel does by default), spam and entries the read ACL hides from anonymous callers
 * left out. One Query reads the channel and the entries (the channel heads both ends of its
 * partition); a channel named by slug adds the GetItem of its claim. Undefined when the channel
 * does not exist or is no feed.
 */
export const channelFeed = async (
  siteId: string,
  channelRef: string,
): Promise<((subdomain: string) => FeedContents) | undefined> => {
  const channelId = await resolveChannelId(siteId, channelRef);
  if (!channelId) return undefined;
  const newestFirst = (channel: Channel) => channel.order_by === 'created_at';
  let listed = await listChannelEntries(
    siteId,
    channelId,
    { sort: '-created_at' },
    { per_page: FEED_SIZE },
    {
      mayReadAny: isFeed,
      readable: (channel, entry) =>
        entry.submission_status !== 'spam' && aclAllows(channel.acl, 'read', anonymous, entry.customer_id),
    },
  );
  if (!listed || !isFeed(listed.channel)) return undefined;
  if (!newestFirst(listed.channel)) {
    // A channel with an order of its own: read in that order.
    listed = await listChannelEntries(
      siteId,
      channelId,
      {},
      { per_page: FEED_SIZE },
      {
        mayReadAny: isFeed,
        readable: (channel, entry) =>
          entry.submission_status !== 'spam' && aclAllows(channel.acl, 'read', anonymous, entry.customer_id),
      },
    );
    if (!listed) return undefined;
  }
  const { channel, page } = listed;
  const texts = await Promise.all(page.items.map((entry) => itemText(channel, entry)));
  return (subdomain) => ({
    // The feed's own title and description are plain text (the XML writer escapes them).
    title: (channel.rss_title as string) || channel.name,
    description: (channel.rss_description as string) || channel.description || channel.name,
    link: publicUrl(subdomain, channel.slug),
    updatedAt: channel.updated_at,
    items: page.items.map((entry, index) => ({
      id: entry.id,
      ...(texts[index] as { title: string; description: string }),
      link: publicUrl(subdomain, `${channel.slug}/${entry.slug ?? entry.id}`),
      date: entry.created_at,
    })),
  });
};
