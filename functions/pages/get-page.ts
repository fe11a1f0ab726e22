import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { findPage } from '../../lib/pages/pages.js';
import { etagOf } from '../../lib/pages/stored-page.js';
import { pageParamsSchema } from '../../lib/pages/schemas.js';
import { pageContext, presentPage } from '../../lib/pages/present.js';
import { pageSchema } from '../../lib/pages/response-schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { pageKeys } from '../../lib/pages/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getPage,
  { prefetch: prefetchById('page', pageKeys.page), responses: { 200: pageSchema }, params: pageParamsSchema },
  async ({ event, principal, params }) => {
    const site = principal.site!;
    const page = await findPage(site.id, params.page);
    if (!page) throw notFound('Page');
    return ok(presentPage(page, pageContext(event, site)), { etag: etagOf(page) });
  },
);
