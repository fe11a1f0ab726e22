import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of channels, entries and channel feeds: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// channels and entries (read_channels / write_channels; privacy-sensitive channels read_sensitive_channels / write_sensitive_channels instead)
export const listChannels: RouteDefinition = {
  name: 'list-channels',
  method: 'GET',
  path: '/channels',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const countChannels: RouteDefinition = {
  name: 'count-channels',
  method: 'GET',
  path: '/channels/count',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const createChannel: RouteDefinition = {
  name: 'create-channel',
  method: 'POST',
  path: '/channels',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
export const getChannel: RouteDefinition = {
  name: 'get-channel',
  method: 'GET',
  path: '/channels/{channel}',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const updateChannel: RouteDefinition = {
  name: 'update-channel',
  method: 'PUT',
  path: '/channels/{channel}',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
export const deleteChannel: RouteDefinition = {
  name: 'delete-channel',
  method: 'DELETE',
  path: '/channels/{channel}',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
// Entry routes also apply the channel's ACL to the current customer (Session-Token or customer token).
export const listEntries: RouteDefinition = {
  name: 'list-entries',
  method: 'GET',
  path: '/channels/{channel}/entries',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const countEntries: RouteDefinition = {
  name: 'count-entries',
  method: 'GET',
  path: '/channels/{channel}/entries/count',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const createEntry: RouteDefinition = {
  name: 'create-entry',
  method: 'POST',
  path: '/channels/{channel}/entries',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
export const getEntry: RouteDefinition = {
  name: 'get-entry',
  method: 'GET',
  path: '/channels/{channel}/entries/{entry}',
  auth: 'site',
  scope: 'read_channels',
  alternativeScope: 'read_sensitive_channels',
  access: 'read',
};
export const updateEntry: RouteDefinition = {
  name: 'update-entry',
  method: 'PUT',
  path: '/channels/{channel}/entries/{entry}',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
export const deleteEntry: RouteDefinition = {
  name: 'delete-entry',
  method: 'DELETE',
  path: '/channels/{channel}/entries/{entry}',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};
export const getChannelFeedRss: RouteDefinition = {
  name: 'get-channel-feed-rss',
  method: 'GET',
  path: '/channels/{channel}/feed.rss',
  auth: 'none',
  access: 'read',
};
export const getChannelFeedAtom: RouteDefinition = {
  name: 'get-channel-feed-atom',
  method: 'GET',
  path: '/channels/{channel}/feed.atom',
  auth: 'none',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  // While a change of order re-keys a channel of more than 1,000 entries, its order answers 409 channel_reindexing.
  'list-entries': { errors: [409] },
  // A channel's before-hook (cloud code) runs inside the write: past its time limit, 504 cloud_code_timeout.
  'create-entry': { errors: [504] },
  'update-entry': { errors: [504] },
  'delete-entry': { errors: [504] },
  'get-channel-feed-rss': {
    summary: "A channel's feed (RSS 2.0)",
    mediaType: 'application/rss+xml',
    description:
      'No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. Only a channel with `rss_enabled` whose read ACL is `public` (else 404). `ETag`, `Last-Modified`, 304 for a conditional request, `Cache-Control: public, max-age=300`.',
  },
  'get-channel-feed-atom': {
    summary: "A channel's feed (Atom 1.0)",
    mediaType: 'application/atom+xml',
    description: 'As the RSS feed, in Atom.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ get, crud, makeChannel, makeFeedChannel, unique }) => ({
  ...crud(
    '/channels',
    () => ({ name: unique('Channel '), customizations: [{ name: 'title', type: 'string' }] }),
    { name: 'Renamed' },
    { count: '' },
  ),
  ...crud(
    '/channels/{}/entries',
    () => ({ fields: { title: unique('Entry ') } }),
    { fields: { title: 'Renamed' } },
    { parent: makeChannel, count: '?where[title][prefix]=entry' },
  ),
  'GET /channels/{}/feed.rss': async (context) =>
    get(`/channels/${await makeFeedChannel(context)}/feed.rss?site=${context.owner.site.id}`, {}),
  'GET /channels/{}/feed.atom': async (context) =>
    get(`/channels/${await makeFeedChannel(context)}/feed.atom?site=${context.owner.site.id}`, {}),
});
