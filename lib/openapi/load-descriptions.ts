import './placeholder-env.js';
import type { HandlerDescription } from '../endpoint/handler.js';
import type { RouteTable } from '../endpoint/route.js';

/** A route whose function module does not say what it accepts and answers. */
export interface UndescribedRoute {
  readonly name: string;
  readonly problem: string;
}

/**
 * Imports every function module of the route table (handed in by the entry point) and reads its `handler.description`. Modules
 * read their configuration at load time, so placeholder-env.js is imported first (nothing here
 * talks to DynamoDB).
 */
export const loadDescriptions = async ({
  routes,
  load,
}: RouteTable): Promise<{ descriptions: HandlerDescription[]; undescribed: UndescribedRoute[] }> => {
  const descriptions: HandlerDescription[] = [];
  const undescribed: UndescribedRoute[] = [];
  for (const route of routes) {
    const module = (await load(route.name)) as { handler?: { description?: HandlerDescription } };
    const description = module.handler?.description;
    if (!description)
      undescribed.push({ name: route.name, problem: 'its handler has no description (use defineHandler)' });
    else if (description.route.name !== route.name)
      undescribed.push({ name: route.name, problem: `its handler describes ${description.route.name}` });
    else descriptions.push(description);
  }
  return { descriptions, undescribed };
};
