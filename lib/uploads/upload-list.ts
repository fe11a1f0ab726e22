/**
 * A site's uploads listed (GET /uploads): apart from uploads.ts, whose presigning and checks carry
 * the S3 client and the sniffers, so that listing carries neither.
 */
import { TABLE_NAME } from '../db/client.js';
import { countList } from '../db/count.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import type { Upload } from './present.js';
import { uploadsIndex } from './keys.js';
import { toUpload } from './upload-records.js';

/** The uploads list's fields and orders (GSI1 holds a site's uploads in id order). */
const uploadList = (siteId: string): ListDeclaration => {
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': uploadsIndex(siteId) },
      ScanIndexForward: forward,
    },
    shape: { partition: ['gsi1pk', uploadsIndex(siteId)] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  return {
    catalogue: [
      { name: 'content_type', type: 'string', read: (item) => item.content_type },
      { name: 'filename', type: 'string', read: (item) => item.filename },
      { name: 'status', type: 'select', options: ['pending', 'ready'], read: (item) => item.status },
      { name: 'purpose', type: 'select', options: ['media', 'theme_asset'], read: (item) => item.purpose },
      { name: 'size', type: 'number', read: (item) => item.size },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    ],
    orders: { created_at: read(true), '-created_at': read(false) },
  };
};

/** A page of a site's uploads for a list query (oldest first by default): one Query on the site's GSI1 UPLOADS partition (see queryList). */
export const listUploads = async (
  siteId: string,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Upload>> => {
  const result = await queryList(uploadList(siteId), params, page);
  return { ...result, items: result.items.map((item) => toUpload(item)) };
};

/** How many uploads the list holds for a list query: a COUNT Query on the same GSI1 partition (see countItems). */
export const countUploads = (siteId: string, params: Readonly<Record<string, string | undefined>>): Promise<number> =>
  countList(uploadList(siteId), params);
