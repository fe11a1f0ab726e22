import { defineHandler } from '../lib/http/handler.js';
import { ok } from '../lib/http/responses.js';
import { healthSchema } from '../lib/http/response-schemas.js';

export const handler = defineHandler('get-health', { responses: { 200: healthSchema } }, async () => ok({ status: 'ok' }));
