import { defineHandler } from '../lib/http/handler.js';
import { ok } from '../lib/http/responses.js';

export const handler = defineHandler('get-health', {}, async () => ok({ status: 'ok' }));
