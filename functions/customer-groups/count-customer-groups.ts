import { countRecords } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { customerGroups } from '../../lib/customer-groups/groups.js';
import * as route from './routes.js';

/** How many customer groups the site has. */
export const handler = countHandler(route.countCustomerGroups, {}, async ({ principal }) =>
  countRecords(customerGroups, principal.site!.id),
);
