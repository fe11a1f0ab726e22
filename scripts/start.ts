import { startLocal } from '../local/start.js';
import { routeTable } from './route-table.js';

// npm start: the whole API on 127.0.0.1 with its local stand-ins (local/start.ts).
startLocal(routeTable).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
