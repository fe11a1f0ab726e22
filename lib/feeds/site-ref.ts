import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, keys } from '../db/keys.js';
import { badRequest, notFound } from '../http/errors.js';

/** The site a tokenless request names: `?site=` or `X-Service-Site`, an id or a subdomain. */
export const siteRefOf = (event: APIGatewayProxyEventV2): string => {
  const ref = (event.queryStringParameters?.site ?? event.headers['x-service-site'])?.trim();
  if (!ref) throw badRequest('site_required', 'Name the site with the site query parameter (id or subdomain) or X-Service-Site');
  if (ref.length > 100) throw notFound('Site');
  return ref;
};

/** A site named by id or subdomain: one GetItem (the site, or its subdomain's claim); 404 when there is none. */
export const findSiteByRef = async (ref: string): Promise<{ id: string; subdomain: string }> => {
  if (isId(ref)) {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.site(ref) }));
    if (!Item) throw notFound('Site');
    return { id: ref, subdomain: Item.subdomain as string };
  }
  const subdomain = ref.toLowerCase();
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.subdomain(subdomain) }));
  if (!Item) throw notFound('Site');
  return { id: Item.siteId as string, subdomain };
};
