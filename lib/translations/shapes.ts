import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentTranslation } from './present.js';
import type { translationSchema } from './response-schemas.js';
import type { CreateTranslation, PutTranslation } from './schemas.js';
import type { Translation } from './translation-record.js';

// A translation, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type TranslationShapes = Agreed<
  ShapesAgree<{
    record: Translation;
    write: CreateTranslation | PutTranslation;
    response: z.infer<typeof translationSchema>;
    presented: ReturnType<typeof presentTranslation>;
    internal: 'version';
    derived: 'url';
  }>
>;
