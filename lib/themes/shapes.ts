import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentTheme } from './present.js';
import type { themeSchema } from './response-schemas.js';
import type { CreateTheme, UpdateTheme } from './schemas.js';
import type { Theme } from './themes.js';

// A theme, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type ThemeShapes = Agreed<
  ShapesAgree<{
    record: Theme;
    write: CreateTheme | UpdateTheme;
    response: z.infer<typeof themeSchema>;
    presented: ReturnType<typeof presentTheme>;
    internal: 'version' | 'site_id';
    derived: 'url' | 'permalink' | 'cdn_root';
  }>
>;
