import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { customerIndex } from '../customers/keys.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { matches, parseListQuery, type Filter } from '../db/list-query-rules.js';
import { queryFrom } from '../db/query-all.js';
import { GSI1 } from '../db/table.js';
import type { Device } from './device-rules.js';
import { deviceCatalogue, deviceList, toDevice } from './devices.js';
import { channelPartition, deviceKey, devicePartition } from './keys.js';
import { whereParams } from './payload-rules.js';
import type { PushTarget } from './schemas.js';

type Item = Record<string, unknown>;

/**
 * The devices a send targets, page by page, always read by key (the site's device partition, a
 * channel's copies, a customer's GSI1 partition, or the devices named), never a scan. Only active
 * devices; a device in several targeted channels is taken from the first of them only, so every
 * device is targeted once.
 */
interface Source {
  /** A Query of one partition, with the filters its items must pass. */
  readonly query?: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;
  readonly keep: (item: Item) => boolean;
}

/** Where a page resumes: the source and its last key (or the offset among named devices). */
interface Position {
  readonly source: number;
  readonly key?: Item;
  readonly offset?: number;
}

const encode = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');
const decode = (cursor: string | undefined): Position =>
  cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position) : { source: 0 };

const active = (item: Item) => item.active === true;
const partitionQuery = (pk: string): Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'> => ({
  TableName: TABLE_NAME,
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': pk },
});

const sourcesOf = (siteId: string, target: PushTarget): Source[] => {
  if (target.channels) {
    return target.channels.map((channel, index) => {
      const earlier = new Set(target.channels?.slice(0, index));
      return {
        query: partitionQuery(channelPartition(siteId, channel)),
        keep: (item) => active(item) && !(item.channels as string[]).some((c) => earlier.has(c)),
      };
    });
  }
  if (target.customers) {
    return [...new Set(target.customers)].map((customer) => ({
      query: {
        TableName: TABLE_NAME,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :device)',
        ExpressionAttributeValues: { ':pk': customerIndex(siteId, customer), ':device': 'DEVICE#' },
      },
      keep: active,
    }));
  }
  if (target.where) {
    const params = whereParams(target.where);
    const filters: readonly Filter[] = parseListQuery(params, deviceCatalogue).filters;
    const read = deviceList(siteId, params).orders.created_at;
    return [{ query: read?.input as QueryCommandInput, keep: (item) => active(item) && matches(item, filters) }];
  }
  if (target.all) return [{ query: partitionQuery(devicePartition(siteId)), keep: active }];
  return [{ keep: active }];
};

export interface TargetPage {
  readonly devices: Device[];
  /** Where the next page starts; absent on the last. */
  readonly next?: string;
}

/**
 * One page of targeted devices, at most `size`: Queries of the current source (or one
 * BatchGetItem per 100 named devices) until the page is full or the sources run out; a Query that
 * ends in the middle of a page resumes there next time.
 */
export const readTargetPage = async (
  siteId: string,
  target: PushTarget,
  cursor: string | undefined,
  size: number,
): Promise<TargetPage> => {
  const sources = sourcesOf(siteId, target);
  let position = decode(cursor);
  const devices: Device[] = [];
  while (position.source < sources.length && devices.length < size) {
    const source = sources[position.source] as Source;
    if (!source.query) {
      // Named devices: the next slice of ids, read by key.
      const ids = [...new Set(target.devices ?? [])];
      const offset = position.offset ?? 0;
      const slice = ids.slice(offset, offset + Math.min(100, size - devices.length));
      const found = await batchGet(slice.map((id) => deviceKey(siteId, id)));
      for (const id of slice) {
        const item = found.get(keyId(deviceKey(siteId, id)));
        if (item && source.keep(item)) devices.push(toDevice(item));
      }
      position =
        offset + slice.length < ids.length
          ? { source: position.source, offset: offset + slice.length }
          : { source: position.source + 1 };
      continue;
    }
    const { items, next } = await queryFrom({ ...source.query, Limit: size - devices.length }, position.key);
    for (const item of items) if (source.keep(item)) devices.push(toDevice(item));
    position = next ? { source: position.source, key: next } : { source: position.source + 1 };
  }
  return { devices, ...(position.source < sources.length && { next: encode(position) }) };
};
