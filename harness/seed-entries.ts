import type { Channel } from '../lib/channels/channels.js';
import { entryItem } from '../lib/channels/entries.js';
import type { FieldValues } from '../lib/channels/entry-fields.js';
import { batchWrite } from '../lib/db/batch-write.js';
import { newId, timestamp } from '../lib/db/keys.js';

/**
 * Entries written straight to the table as a create stores them (the item the channel's write
 * builds), in BatchWriteItems of 25: thousands over HTTP would take minutes. Their ids and
 * `created_at` are one second apart, the last one a second ago, so id order is creation order.
 */
export const seedEntries = async (
  siteId: string,
  channel: Channel,
  count: number,
  fields: (index: number) => FieldValues,
): Promise<void> => {
  const started = Date.now() - count * 1000;
  await batchWrite(
    Array.from({ length: count }, (_, i) => {
      const at = new Date(started + i * 1000);
      const entry = {
        id: newId(at),
        channel_id: channel.id,
        slug: null,
        customer_id: null,
        fields: fields(i),
        created_at: timestamp(at),
        updated_at: timestamp(at),
      };
      return { put: entryItem(siteId, channel, entry) };
    }),
  );
};
