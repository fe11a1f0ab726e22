import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getRecordById, type Stored } from '../db/entity.js';
import { isId, keys } from '../db/keys.js';
import { badRequest, notFound } from '../http/errors.js';

/** The site a tokenless request names: `?site=` or `X-Service-Site`, an id or a subdomain. */
export const siteRefOf = (event: APIGatewayProxyEventV2): string => {
  const ref = (event.queryStringParameters?.site ?? event.headers['x-service-site'])?.trim();
  if (!ref)
    throw badRequest(
      'site_required',
      'Name the site with the site query parameter (id or subdomain) or X-Service-Site',
    );
  if (ref.length > 100) throw notFound('Site');
  return ref;
};

// A site and a subdomain's claim are global items: their key is the site's id or the subdomain alone.
const GLOBAL = '';
const sites: Stored<{ readonly subdomain: string }> = { name: 'Site', key: (_global, siteId) => keys.site(siteId) };
const subdomains: Stored<{ readonly siteId: string }> = {
  name: 'Site',
  key: (_global, subdomain) => keys.subdomain(subdomain),
};

/** A site named by id or subdomain: one eventually consistent GetItem (the site, or its subdomain's claim); 404 when there is none. */
export const findSiteByRef = async (ref: string): Promise<{ id: string; subdomain: string }> => {
  if (isId(ref)) {
    const site = await getRecordById(sites, GLOBAL, ref, { consistent: false });
    if (!site) throw notFound('Site');
    return { id: ref, subdomain: site.subdomain };
  }
  const subdomain = ref.toLowerCase();
  const claim = await getRecordById(subdomains, GLOBAL, subdomain, { consistent: false });
  if (!claim) throw notFound('Site');
  return { id: claim.siteId, subdomain };
};
