import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { healthSchema } from '../../lib/http/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(route.getHealth, { responses: { 200: healthSchema } }, async () =>
  ok({ status: 'ok' }),
);
