import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countWebhooks } from '../../lib/webhooks/webhooks.js';
import * as route from './routes.js';

/** How many webhooks the site has. */
export const handler = countHandler(route.countWebhooks, {}, async ({ principal }) =>
  countWebhooks(principal.site!.id),
);
