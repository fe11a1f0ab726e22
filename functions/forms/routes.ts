import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of forms: public submissions and spam review: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// Forms and feeds: public submissions with the public scope (the form token's route writes the site's form key on first use),
// spam review, and feeds read with no token at all (the site named by ?site= or X-Service-Site).
export const createSubmission: RouteDefinition = {
  name: 'create-submission',
  method: 'POST',
  path: '/channels/{channel}/submissions',
  auth: 'site',
  scope: 'public',
  access: 'write',
};
export const getSubmissionFormToken: RouteDefinition = {
  name: 'get-submission-form-token',
  method: 'GET',
  path: '/channels/{channel}/submissions/form_token',
  auth: 'site',
  scope: 'public',
  access: 'write',
  minted: true,
};
export const markEntryNotSpam: RouteDefinition = {
  name: 'mark-entry-not-spam',
  method: 'POST',
  path: '/channels/{channel}/entries/{entry}/not_spam',
  auth: 'site',
  scope: 'write_channels',
  alternativeScope: 'write_sensitive_channels',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'create-submission': {
    summary: 'Submit a form to a channel (public)',
    description:
      "A public submission (a contact form, a sign-up): JSON, `application/x-www-form-urlencoded` or `multipart/form-data` (text fields), the fields flat. Takes the `public` scope; a plain HTML form may send its token as the `access_token` field (RFC 6750 §2.2), which then must have the `public` scope only. Only the channel's `submittable_fields` (others: 422 `not_submittable`); the channel must be `submittable` (else 403 `channel_not_submittable`) and its create ACL applies. With `spam_detection`: the honeypot `_gotcha`, the form token `_form_token` (GET …/submissions/form_token), content rules and the limits per address (429). A submission judged spam is answered exactly like an accepted one. A `_redirect` on the origin the form was posted from is answered with 303 to it.",
  },
  'get-submission-form-token': {
    summary: "A signed form token for a channel's form",
    description:
      'Send it back as `_form_token`: with `spam_detection`, a submission without one, or sent sooner than `min_seconds` after it was issued, is judged spam.',
  },
  'mark-entry-not-spam': {
    summary: 'Release a submission judged spam',
    description:
      'It becomes `received`: it reaches webhooks (`entry.created`), feeds and the site, and its notifications are mailed. An entry already received is answered as it is; an entry that is no submission is 409 `not_a_submission`.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, makeFormChannelRefs, makeFormChannel, unique }) => ({
  // forms and feeds: a submittable channel open to public submissions (spam detection on,
  // so the measured submission carries its two rate counters in its transaction), and a feed.
  // Posted to the channel's slug, as a site's form usually is: the dearer way (the slug's claim, then
  // the channel), held to the create budget.
  'POST /channels/{}/submissions': async (context) => ({
    method: 'POST',
    path: `/channels/${(await makeFormChannelRefs(context)).slug}/submissions`,
    options: as(context.owner, { body: { title: unique('Hello ') } }),
    expect: [201],
  }),
  'GET /channels/{}/submissions/form_token': async (context) => {
    const channel = await makeFormChannel(context);
    // The site's first token also makes its form key: measured is the usual call.
    must(
      'GET /channels/{}/submissions/form_token',
      await context.api.request('GET', `/channels/${channel}/submissions/form_token`, as(context.owner)),
      200,
    );
    return get(`/channels/${channel}/submissions/form_token`, as(context.owner));
  },
  'POST /channels/{}/entries/{}/not_spam': async (context) => {
    const channel = await makeFormChannel(context);
    // No form token: judged spam.
    const spam = must(
      'POST /channels/{}/submissions',
      await context.api.request(
        'POST',
        `/channels/${channel}/submissions`,
        as(context.owner, { body: { title: unique('Spam ') } }),
      ),
      201,
    );
    return {
      method: 'POST',
      path: `/channels/${channel}/entries/${spam.body.id}/not_spam`,
      options: as(context.owner),
      expect: [200],
    };
  },
});
