import { newId } from '../../lib/db/keys.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { newPageFields } from '../../lib/pages/page-input.js';
import { createPage } from '../../lib/pages/pages.js';
import { etagOf } from '../../lib/pages/stored-page.js';
import { createPageSchema } from '../../lib/pages/schemas.js';
import { pageContext, presentPage } from '../../lib/pages/present.js';
import { pageSchema } from '../../lib/pages/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createPage,
  { responses: { 201: pageSchema }, body: createPageSchema },
  async ({ event, principal, body }) => {
    const site = principal.site!;
    const page = await createPage(site.id, newPageFields(body, newId));
    const shown = presentPage(page, pageContext(event, site));
    return created(shown, shown.url, { etag: etagOf(page) });
  },
);
