import { unprocessable, type FieldError } from '../http/errors.js';
import { addressList } from './addresses.js';
import { liquid, MAX_TEMPLATE_BYTES } from './liquid.js';

// Mail templates: Liquid (liquidjs) over `entry`, `channel` and `site`, rendered to an HTML part
// and a text part. Every value printed is HTML-escaped unless a template asks for `| raw` (HTML
// fields hold sanitized HTML: `{{ entry.message | raw }}`). Templates cannot read files
// (`include`/`render` find nothing), see only own properties, and are bounded in parse size,
// render time and memory.

/** Largest template, in bytes. */
export { MAX_TEMPLATE_BYTES } from './liquid.js';

/** The channel settings holding a template, validated when the channel is saved. */
export const TEMPLATE_SETTINGS = ['submittable_notification_template', 'submittable_confirmation_template'] as const;

/** A field of the submission as the default templates list it. */
export interface TemplateField {
  readonly name: string;
  readonly label: string;
  /** The value as text. */
  readonly value: string;
  /** The value as HTML: sanitized HTML for an HTML field, escaped text (line breaks kept) otherwise. */
  readonly html: string;
}

/** What a template sees. */
export interface TemplateContext {
  readonly entry: Readonly<Record<string, unknown>>;
  readonly channel: { readonly id: string; readonly name: string; readonly slug: string };
  readonly site: { readonly id: string; readonly name: string; readonly subdomain: string };
  /** The submission's fields in the channel's order (the default templates list them). */
  readonly fields: readonly TemplateField[];
}

/** Used when a channel has no notification template: every field of the submission. */
export const DEFAULT_NOTIFICATION_TEMPLATE = `<p>A new submission to <strong>{{ channel.name }}</strong> on {{ site.name }}:</p>
<table>
{% for field in fields %}<tr><th align="left" valign="top">{{ field.label }}</th><td>{{ field.html | raw }}</td></tr>
{% endfor %}</table>`;

/** Used when a channel has no confirmation template: a thank-you with a copy of what was sent. */
export const DEFAULT_CONFIRMATION_TEMPLATE = `<p>Thank you: {{ site.name }} received your submission to {{ channel.name }}.</p>
<table>
{% for field in fields %}<tr><th align="left" valign="top">{{ field.label }}</th><td>{{ field.html | raw }}</td></tr>
{% endfor %}</table>`;

/** One 422 entry per template setting that is too long or does not parse (`field` names the setting). */
export const templateErrors = async (settings: Readonly<Record<string, unknown>>): Promise<FieldError[]> => {
  const errors: FieldError[] = [];
  for (const name of TEMPLATE_SETTINGS) {
    const template = settings[name];
    if (typeof template !== 'string' || template === '') continue;
    if (Buffer.byteLength(template) > MAX_TEMPLATE_BYTES) {
      errors.push({ field: name, message: `${name} must be at most ${MAX_TEMPLATE_BYTES} bytes`, code: 'too_long' });
      continue;
    }
    try {
      (await liquid()).parse(template);
    } catch (error) {
      const reason = ((error as Error).message ?? 'it does not parse').split('\n')[0];
      errors.push({
        field: name,
        message: `${name} is not a valid Liquid template: ${reason}`,
        code: 'invalid_template',
      });
    }
  }
  return errors;
};

/** 422 naming each template setting of a channel save that is too long or does not parse, and receivers that are not addresses (no I/O; liquidjs loads only when a template is sent). */
export const requireValidTemplates = async (settings: Readonly<Record<string, unknown>>): Promise<void> => {
  const errors = await templateErrors(settings);
  const receivers = settings.submittable_receivers;
  const invalid = typeof receivers === 'string' ? addressList(receivers).invalid : [];
  if (invalid.length) {
    errors.push({
      field: 'submittable_receivers',
      message: `submittable_receivers must be e-mail addresses separated by commas; not one: ${invalid.slice(0, 3).join(', ')}`,
      code: 'invalid',
    });
  }
  if (errors.length)
    throw unprocessable(
      errors,
      errors.length === 1 ? (errors[0] as FieldError).message : 'The channel has invalid templates',
    );
};

/** A template rendered to the message's HTML part and its text part. */
export const renderTemplate = async (
  template: string,
  context: TemplateContext,
): Promise<{ html: string; text: string }> => {
  const html = await (await liquid()).parseAndRender(template, context as unknown as Record<string, unknown>);
  const { convert } = await import('html-to-text');
  return { html, text: convert(html, { wordwrap: 78 }) };
};
