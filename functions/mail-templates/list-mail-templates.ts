import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { mailTemplateListSchema } from '../../lib/mail-templates/response-schemas.js';
import { listMailTemplates } from '../../lib/mail-templates/templates.js';
import * as route from './routes.js';

/** Every template the site may edit, its own or the default. */
export const handler = defineHandler(
  route.listMailTemplates,
  { responses: { 200: mailTemplateListSchema } },
  async ({ principal }) => ok(await listMailTemplates(principal.site!.id)),
);
