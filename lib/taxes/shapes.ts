import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { taxSettingsSchema } from './response-schemas.js';
import type { TaxSettingsInput } from './schemas.js';
import type { presentTaxSettings } from './settings.js';
import type { TaxSettings } from './settings-record.js';

// A site's tax settings, written four times (record, write schema, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type TaxSettingsShapes = Agreed<
  ShapesAgree<{
    record: TaxSettings;
    write: TaxSettingsInput;
    response: z.infer<typeof taxSettingsSchema>;
    presented: ReturnType<typeof presentTaxSettings>;
  }>
>;
