import type { RouteDefinition } from '../lib/endpoint/route.js';
import type { RouteDocs } from '../lib/openapi/route-extras.js';
import type { RecipeBook } from '../harness/recipes.js';
import * as platform from './platform/routes.js';
import * as auth from './auth/routes.js';
import * as sites from './sites/routes.js';
import * as pages from './pages/routes.js';
import * as blogs from './blogs/routes.js';
import * as menus from './menus/routes.js';
import * as redirects from './redirects/routes.js';
import * as themes from './themes/routes.js';
import * as channels from './channels/routes.js';
import * as forms from './forms/routes.js';
import * as customers from './customers/routes.js';
import * as coupons from './coupons/routes.js';
import * as customerGroups from './customer-groups/routes.js';
import * as shippingRates from './shipping-rates/routes.js';
import * as checkoutProfiles from './checkout-profiles/routes.js';
import * as orders from './orders/routes.js';
import * as payments from './payments/routes.js';
import * as products from './products/routes.js';
import * as push from './push/routes.js';
import * as mail from './mail/routes.js';
import * as mailTemplates from './mail-templates/routes.js';
import * as uploads from './uploads/routes.js';
import * as webhooks from './webhooks/routes.js';
import * as cloudcode from './cloudcode/routes.js';
import * as oauth from './oauth/routes.js';
import * as translations from './translations/routes.js';
import * as search from './search/routes.js';
import * as vendors from './vendors/routes.js';
import * as taxes from './taxes/routes.js';
import * as versions from './versions/routes.js';

/**
 * Each folder of functions/ is a domain: its handlers and its routes.ts (rows, docs, recipes).
 * Listed here once; everything else is derived from the folders' own declarations.
 */
const domains = {
  platform,
  auth,
  sites,
  pages,
  blogs,
  menus,
  redirects,
  themes,
  channels,
  forms,
  customers,
  'customer-groups': customerGroups,
  coupons,
  'shipping-rates': shippingRates,
  'checkout-profiles': checkoutProfiles,
  orders,
  payments,
  products,
  push,
  mail,
  'mail-templates': mailTemplates,
  uploads,
  webhooks,
  cloudcode,
  oauth,
  translations,
  search,
  vendors,
  taxes,
  versions,
} as const;

type Domain = (typeof domains)[keyof typeof domains];
const isRow = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'name' in value && 'method' in value && 'path' in value;
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * A folder's rows in path order (then GET, POST, PUT, PATCH, DELETE): a module's exports come in
 * no declared order under Node (its namespace lists them alphabetically), and this one reads well
 * in the document.
 */
const byPath = (a: RouteDefinition, b: RouteDefinition): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
const rowsOf = (domain: Domain): RouteDefinition[] => Object.values(domain).filter(isRow).sort(byPath);

/**
 * The route table: the single source for the CDK routes and functions, the local server,
 * the OpenAPI document and the guard test that every row has a function file.
 */
export const routes: readonly RouteDefinition[] = Object.values(domains).flatMap(rowsOf);

/** The folder of functions/ that holds each route's handler, by route name. */
export const functionFolders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(domains).flatMap(([folder, domain]) => rowsOf(domain).map((row) => [row.name, folder])),
);

/**
 * The folder of a route's handler (throws for a name that is no route). A dynamic import names the
 * file as `functions/${functionFolder(name)}/${name}.ts`: one variable per path segment, so that
 * vite (the tests) can resolve it.
 */
export const functionFolder = (name: string): string => {
  const folder = functionFolders[name];
  if (!folder) throw new Error(`No route named ${name}`);
  return folder;
};

/** `<folder>/<name>`: a route's handler module under functions/, without its extension. */
export const functionModule = (name: string): string => `${functionFolder(name)}/${name}`;

/** What the OpenAPI document says of each route beyond its handler, by route name. */
export const routeDocs: RouteDocs = Object.assign({}, ...Object.values(domains).map((domain) => domain.docs));

/** Every domain's recipes (harness/recipes.ts merges them). */
export const recipeBooks: readonly RecipeBook[] = Object.values(domains).map((domain) => domain.recipes);
