import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Channel } from './channels.js';
import type { Entry } from './entries.js';
import type { presentChannel, presentEntry } from './present.js';
import type { channelSchema, entrySchema } from './response-schemas.js';
import type { CreateChannel, EntryBody, UpdateChannel } from './schemas.js';

// Channels and entries, each written four times (record, write schemas, response schema,
// presenter), checked against each other by tsc (lib/db/shapes.ts). Types only.

export type ChannelShapes = Agreed<
  ShapesAgree<{
    record: Channel;
    write: CreateChannel | UpdateChannel;
    response: z.infer<typeof channelSchema>;
    presented: ReturnType<typeof presentChannel>;
    internal: 'version' | 'index_order' | 'site_id';
    derived: 'url' | 'entries_url';
  }>
>;

export type EntryShapes = Agreed<
  ShapesAgree<{
    record: Entry;
    write: EntryBody;
    response: z.infer<typeof entrySchema>;
    presented: ReturnType<typeof presentEntry>;
    internal: 'version';
    derived: 'url' | 'channel_url';
  }>
>;
