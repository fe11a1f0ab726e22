import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCS_PACKAGE, DOCS_PACKAGE_FILES } from './docs-files.js';
import { runtimeFile } from './runtime-file.js';
import * as z from 'zod/mini';

// GET /docs: Swagger UI from the installed swagger-ui-dist package (no CDN, no third-party
// requests: the spec validator badge is off), pointed at GET /openapi.json of the same server.

/** `{asset}` of GET /docs/{asset}: a plain file name, never a path. */
export const docsAssetParamsSchema = z.object({
  asset: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{0,99}$/, 'must be a file name of the reference page')),
});

/** Security headers of the page and its files: everything from this origin only. */
export const docsHeaders = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The page. Relative addresses, so it works under any base path. */
export const docsPage = (): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site Management API reference</title>
<link rel="icon" type="image/png" href="docs/favicon-32x32.png">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<nav id="versions" style="font-family:sans-serif;margin:1em 2em"><label>API version <select id="version-picker"></select></label>
<details id="changelog"><summary>Changelog</summary></details></nav>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>
`;

/**
 * Starts Swagger UI: paste a token under Authorize (and the site under siteContext), then "Try it out".
 * The version picker and the changelog come from GET /versions: picking a version loads
 * `openapi.json?version=<date>` and sends `X-Service-Version` with every "Try it out" request.
 */
const initScript = `let chosenVersion;
const documentOf = (version) => new URL('openapi.json' + (version ? '?version=' + encodeURIComponent(version) : ''), document.baseURI).href;
fetch(new URL('versions', document.baseURI).href).then((res) => res.json()).then((versions) => {
  const picker = document.getElementById('version-picker');
  const changelog = document.getElementById('changelog');
  for (const v of versions) {
    const option = document.createElement('option');
    option.value = v.version;
    option.textContent = v.version + ' (' + v.status + ')';
    picker.appendChild(option);
    const entry = document.createElement('section');
    const title = document.createElement('h4');
    title.id = 'version-' + v.version;
    title.textContent = v.version + ': ' + v.status + (v.sunset_at ? ', sunset ' + v.sunset_at : '');
    entry.appendChild(title);
    const list = document.createElement('ul');
    for (const change of v.changes.length ? v.changes : [{ description: 'The API as it first shipped', affects: [] }]) {
      const item = document.createElement('li');
      item.textContent = change.description + (change.affects.length ? ' (' + change.affects.join(', ') + ')' : '');
      list.appendChild(item);
    }
    entry.appendChild(list);
    changelog.appendChild(entry);
  }
  chosenVersion = versions[0] && versions[0].version;
  picker.addEventListener('change', () => {
    chosenVersion = picker.value;
    window.ui.specActions.updateUrl(documentOf(chosenVersion));
    window.ui.specActions.download(documentOf(chosenVersion));
  });
}).catch(() => undefined);
window.ui = SwaggerUIBundle({
  requestInterceptor: (request) => {
    if (chosenVersion) request.headers['X-Service-Version'] = chosenVersion;
    return request;
  },
  url: new URL('openapi.json', document.baseURI).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  filter: true,
  persistAuthorization: false,
  oauth2RedirectUrl: new URL('docs/oauth2-redirect.html', document.baseURI).href,
});
`;

/** The files the page loads, by the name in `/docs/{asset}`: package files and the start script. */
const ASSETS: Readonly<Record<string, { readonly type: string; readonly file?: string; readonly text?: string }>> = {
  ...Object.fromEntries(Object.entries(DOCS_PACKAGE_FILES).map(([file, type]) => [file, { type, file }])),
  'init.js': { type: 'text/javascript; charset=utf-8', text: initScript },
};

/**
 * Where the viewer's files are: beside the bundle on Lambda (the CDK copies them there, see
 * infra/constructs/api-function.ts), else the installed package.
 */
const locatePackage = (): string =>
  dirname(
    runtimeFile(join(DOCS_PACKAGE, 'swagger-ui.css'), () =>
      join(dirname(createRequire(import.meta.url).resolve(`${DOCS_PACKAGE}/package.json`)), 'swagger-ui.css'),
    ),
  );

let packageDir: string | undefined;

/** One file of the page: its media type and body, or undefined for a name not served. Files are read once per container. */
const cache = new Map<string, { type: string; body: Buffer }>();
export const docsAsset = (name: string): { type: string; body: Buffer } | undefined => {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return undefined;
  let found = cache.get(name);
  if (!found) {
    packageDir ??= locatePackage();
    found = {
      type: asset.type,
      body: asset.text !== undefined ? Buffer.from(asset.text) : readFileSync(join(packageDir, asset.file as string)),
    };
    cache.set(name, found);
  }
  return found;
};
