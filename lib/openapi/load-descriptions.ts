import './placeholder-env.js';
import { routes } from '../../functions/routes.js';
import type { HandlerDescription } from '../endpoint/handler.js';

/** A route whose function module does not say what it accepts and answers. */
export interface UndescribedRoute {
  readonly name: string;
  readonly problem: string;
}

/**
 * Imports every function module of the route table and reads its `handler.description`. Modules
 * read their configuration at load time, so placeholder-env.js is imported first (nothing here
 * talks to DynamoDB).
 */
export const loadDescriptions = async (): Promise<{ descriptions: HandlerDescription[]; undescribed: UndescribedRoute[] }> => {
  const descriptions: HandlerDescription[] = [];
  const undescribed: UndescribedRoute[] = [];
  for (const route of routes) {
    const module = await import(`../../functions/${route.name}.ts`) as { handler?: { description?: HandlerDescription } };
    const description = module.handler?.description;
    if (!description) undescribed.push({ name: route.name, problem: 'its handler has no description (use defineHandler)' });
    else if (description.route.name !== route.name) undescribed.push({ name: route.name, problem: `its handler describes ${description.route.name}` });
    else descriptions.push(description);
  }
  return { descriptions, undescribed };
};
