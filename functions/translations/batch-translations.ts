import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { translationBatchResultSchema } from '../../lib/translations/response-schemas.js';
import { batchSchema } from '../../lib/translations/schemas.js';
import { applyTranslationBatch } from '../../lib/translations/translation-batch.js';
import { translationBatchPrefetch } from '../../lib/translations/translations.js';
import * as route from './routes.js';

/** Up to 1,000 upserts and deletes, validated as a whole before any is written (not one transaction). */
export const handler = defineHandler(
  route.batchTranslations,
  { prefetch: translationBatchPrefetch, responses: { 200: translationBatchResultSchema }, body: batchSchema },
  async ({ principal, body }) => ok(await applyTranslationBatch(principal.site!.id, body.translations)),
);
