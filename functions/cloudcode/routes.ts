import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of cloud code: deployments, secrets, logs, functions, jobs: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// cloud code: a site's own JavaScript, sandboxed (read_cloudcode / write_cloudcode; functions: any scope, `public` included)
export const createCloudCodeDeployment: RouteDefinition = {
  name: 'create-cloud-code-deployment',
  method: 'POST',
  path: '/cloud_code/deployments',
  auth: 'site',
  scope: 'write_cloudcode',
  access: 'write',
};
export const listCloudCodeDeployments: RouteDefinition = {
  name: 'list-cloud-code-deployments',
  method: 'GET',
  path: '/cloud_code/deployments',
  auth: 'site',
  scope: 'read_cloudcode',
  access: 'read',
};
export const getCloudCodeDeployment: RouteDefinition = {
  name: 'get-cloud-code-deployment',
  method: 'GET',
  path: '/cloud_code/deployments/{deployment}',
  auth: 'site',
  scope: 'read_cloudcode',
  access: 'read',
};
export const activateCloudCodeDeployment: RouteDefinition = {
  name: 'activate-cloud-code-deployment',
  method: 'POST',
  path: '/cloud_code/deployments/{deployment}/activate',
  auth: 'site',
  scope: 'write_cloudcode',
  access: 'write',
};
export const listCloudCodeSecrets: RouteDefinition = {
  name: 'list-cloud-code-secrets',
  method: 'GET',
  path: '/cloud_code/secrets',
  auth: 'site',
  scope: 'read_cloudcode',
  access: 'read',
};
export const putCloudCodeSecret: RouteDefinition = {
  name: 'put-cloud-code-secret',
  method: 'PUT',
  path: '/cloud_code/secrets/{name}',
  auth: 'site',
  scope: 'write_cloudcode',
  access: 'write',
};
export const deleteCloudCodeSecret: RouteDefinition = {
  name: 'delete-cloud-code-secret',
  method: 'DELETE',
  path: '/cloud_code/secrets/{name}',
  auth: 'site',
  scope: 'write_cloudcode',
  access: 'write',
};
export const listCloudCodeLogs: RouteDefinition = {
  name: 'list-cloud-code-logs',
  method: 'GET',
  path: '/cloud_code/logs',
  auth: 'site',
  scope: 'read_cloudcode',
  access: 'read',
};
// Any valid token of the site may call a function (`public` is enough): the code decides what it answers.
export const callFunction: RouteDefinition = {
  name: 'call-function',
  method: 'POST',
  path: '/functions/{name}',
  auth: 'site',
  access: 'write',
};
export const runJob: RouteDefinition = {
  name: 'run-job',
  method: 'POST',
  path: '/jobs/{job}',
  auth: 'site',
  scope: 'write_cloudcode',
  access: 'write',
};
export const getJobRun: RouteDefinition = {
  name: 'get-job-run',
  method: 'GET',
  path: '/jobs/{job}',
  auth: 'site',
  scope: 'read_cloudcode',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'create-cloud-code-deployment': {
    summary: 'Deploy cloud code',
    description:
      "Validates every file by running its top level once in the sandbox (a syntax error is 422 naming the file, line and column), then activates the deployment atomically. Its `scopes` never exceed the deploying token's.",
  },
  'call-function': {
    summary: 'Call a cloud function',
    errors: [413, 429, 504],
    description:
      "Any token of the site may call (`public` is enough). JSON params in (`req.params`), the function's JSON out. An error the code raises on purpose (`cloud.Error`) is its 4xx; past a limit: 504 `cloud_code_timeout`, 500 `cloud_code_memory`, `cloud_code_limit`, `cloud_code_error` (details in the logs); 429 `cloud_code_busy` when the site runs 10 invocations already.",
  },
  'run-job': {
    summary: 'Run a cloud job',
    errors: [413],
    description: 'Queues a run of the job (the body is `req.params`): 202 with the run, which GET /jobs/{id} follows.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, CLOUD_CODE, deployCode, putSecret, unique }) => ({
  // cloud code (the sandbox runs in the API's process here: a worker thread)
  'POST /cloud_code/deployments': async ({ owner }) => ({
    method: 'POST',
    path: '/cloud_code/deployments',
    options: as(owner, { body: { files: [{ name: 'main.js', code: CLOUD_CODE }] } }),
    expect: [201],
  }),
  'GET /cloud_code/deployments': async (context) => {
    await deployCode(context);
    return get('/cloud_code/deployments', as(context.owner));
  },
  'GET /cloud_code/deployments/{}': async (context) =>
    get(`/cloud_code/deployments/${await deployCode(context)}`, as(context.owner)),
  'POST /cloud_code/deployments/{}/activate': async (context) => {
    const first = await deployCode(context);
    await deployCode(context);
    return {
      method: 'POST',
      path: `/cloud_code/deployments/${first}/activate`,
      options: as(context.owner),
      expect: [200],
    };
  },
  'GET /cloud_code/secrets': async (context) => {
    await putSecret(context);
    return get('/cloud_code/secrets', as(context.owner));
  },
  'PUT /cloud_code/secrets/{}': async ({ owner }) => ({
    method: 'PUT',
    path: `/cloud_code/secrets/${unique('BENCH_')}`,
    options: as(owner, { body: { value: 'secret-value' } }),
    expect: [200],
  }),
  'DELETE /cloud_code/secrets/{}': async (context) => ({
    method: 'DELETE',
    path: `/cloud_code/secrets/${await putSecret(context)}`,
    options: as(context.owner),
    expect: [204],
  }),
  'GET /cloud_code/logs': async (context) => {
    await deployCode(context);
    must(
      'POST /functions/{}',
      await context.api.request('POST', '/functions/hello', as(context.owner, { body: {} })),
      200,
    );
    return get('/cloud_code/logs', as(context.owner));
  },
  'POST /functions/{}': async (context) => {
    await deployCode(context);
    return {
      method: 'POST',
      path: '/functions/hello',
      options: as(context.owner, { body: { name: 'bench' } }),
      expect: [200],
    };
  },
  'POST /jobs/{}': async (context) => {
    await deployCode(context);
    return { method: 'POST', path: '/jobs/tidy', options: as(context.owner, { body: {} }), expect: [202] };
  },
  'GET /jobs/{}': async (context) => {
    await deployCode(context);
    const run = must(
      'POST /jobs/{}',
      await context.api.request('POST', '/jobs/tidy', as(context.owner, { body: {} })),
      202,
    );
    return get(`/jobs/${run.body.id}`, as(context.owner));
  },
});
