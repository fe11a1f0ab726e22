import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Menu } from './menu-record.js';
import type { presentMenu } from './present.js';
import type { menuSchema } from './response-schemas.js';
import type { CreateMenu, UpdateMenu } from './schemas.js';

// A menu, written four times (record, write schemas, response schema, presenter), checked against
// each other by tsc (lib/db/shapes.ts). Types only.

export type MenuShapes = Agreed<
  ShapesAgree<{
    record: Menu;
    write: CreateMenu | UpdateMenu;
    response: z.infer<typeof menuSchema>;
    presented: ReturnType<typeof presentMenu>;
    internal: 'version';
    derived: 'url';
  }>
>;
