import type { IOptions } from 'sanitize-html';

/**
 * What a field listed in `submittable_html_fields` keeps of the HTML a visitor sent: formatting
 * and links, nothing that runs. An allowlist (sanitize-html): tags and attributes not named here
 * are dropped with their scripts and event handlers (`<script>`, `<style>` and their contents go
 * whole), links keep only http, https and mailto addresses and get `rel="nofollow noopener"`.
 */
export const SUBMISSION_HTML: IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer' } }),
  },
};

// sanitize-html (and its HTML and CSS parsers) is loaded on the first HTML field only: most
// submissions have none, and the function's cold start does not pay for it.
let loaded: Promise<(html: string, options: IOptions) => string> | undefined;

/** The HTML of each named field that is a string, sanitized; other values as they are. */
export const sanitizeHtmlFields = async (
  values: Readonly<Record<string, unknown>>,
  htmlFields: readonly string[],
): Promise<Record<string, unknown>> => {
  const fields = htmlFields.filter((name) => typeof values[name] === 'string' && values[name] !== '');
  if (fields.length === 0) return { ...values };
  loaded ??= import('sanitize-html').then((module) => module.default);
  const sanitize = await loaded;
  const clean: Record<string, unknown> = { ...values };
  for (const name of fields) clean[name] = sanitize(values[name] as string, SUBMISSION_HTML);
  return clean;
};
