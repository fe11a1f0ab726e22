import { createHash } from 'node:crypto';
import { isScope } from '../auth/scopes.js';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions.js';

/** Escapes text for HTML element content and double-quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// One small stylesheet, inline and allowed by its hash: the pages load nothing from anywhere.
const CSS = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}',
  'main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d0d4db;border-radius:8px}',
  'h1{font-size:1.5rem;margin:0 0 1rem}',
  'label{display:block;font-weight:600;margin-top:1rem}',
  'input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #6b7280;border-radius:4px}',
  'button{font:inherit;padding:.55rem 1.2rem;margin:1.25rem .5rem 0 0;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}',
  'button.secondary{background:#fff;color:#1d4ed8}',
  'input:focus,button:focus{outline:3px solid #f59e0b;outline-offset:2px}',
  '.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem;border-radius:4px}',
  'ul{padding-left:1.25rem}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** Response headers of every page: no caching, no framing, no sniffing, no referrer, nothing but the inline style. */
export const pageHeaders = (formActions: readonly string[] = []): Record<string, string> => ({
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self'${formActions.map((source) => ` ${source}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
});

const layout = (title: string, content: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');

export interface SignInPage {
  readonly clientName: string;
  readonly siteName?: string;
  readonly requestId: string;
  readonly csrf: string;
  readonly email?: string;
  readonly error?: string;
}

/** The sign-in form: email and password, posted back to the authorization endpoint. */
export const renderSignIn = (page: SignInPage): string => {
  const who = page.siteName ? ` as a customer of <strong>${escapeHtml(page.siteName)}</strong>` : '';
  const error = page.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(page.error)}</p>\n` : '';
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    `Sign in – ${page.clientName}`,
    `<h1>Sign in</h1>
<p>Sign in${who} to continue to <strong>${escapeHtml(page.clientName)}</strong>.</p>
${error}<form method="post" action="authorize">
${hiddenFields({ request_id: page.requestId, csrf_token: page.csrf, step: 'sign_in' })}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(page.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>`,
  );
};

export interface ConsentPage {
  readonly clientName: string;
  readonly siteName?: string;
  readonly email: string;
  readonly scopes: readonly string[];
  readonly redirectHost: string;
  readonly requestId: string;
  readonly csrf: string;
}

/** The consent form: what the client asks for, and Allow / Deny. */
export const renderConsent = (page: ConsentPage): string => {
  const items = page.scopes
    .map(
      (scope) =>
        `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(isScope(scope) ? SCOPE_DESCRIPTIONS[scope] : scope)}</li>`,
    )
    .join('\n');
  const list = items ? `<ul>\n${items}\n</ul>` : '<p>No access beyond knowing that you signed in.</p>';
  const site = page.siteName ? ` (customer of ${escapeHtml(page.siteName)})` : '';
  return layout(
    `Allow access – ${page.clientName}`,
    `<h1>Allow access?</h1>
<p>Signed in as <strong>${escapeHtml(page.email)}</strong>${site}.</p>
<p><strong>${escapeHtml(page.clientName)}</strong> asks to:</p>
${list}
<p>After you decide, you go back to <strong>${escapeHtml(page.redirectHost)}</strong>.</p>
<form method="post" action="authorize">
${hiddenFields({ request_id: page.requestId, csrf_token: page.csrf, step: 'consent' })}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>`,
  );
};

/** An error the person sees instead of being sent anywhere (unknown client or redirect URI, expired request). */
export const renderError = (message: string): string =>
  layout(
    'Sign-in cannot continue',
    `<h1>Sign-in cannot continue</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Go back to the application you came from and start again.</p>`,
  );
