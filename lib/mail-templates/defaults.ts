// The mail templates a site may edit, and the built-in default of each (pure: no I/O).

/** The templates a site may edit, by name. */
export const TEMPLATE_NAMES = [
  'customer_confirmation',
  'customer_welcome',
  'password_reset',
  'order_confirmation',
  'order_shipped',
  'order_refunded',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const isTemplateName = (name: string): name is TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(name);

/** One language's version of a template: its subject, HTML part and (optional) text part. */
export interface TemplateParts {
  readonly subject: string;
  readonly html: string;
  /** Null: derived from the HTML part when the message is rendered. */
  readonly text: string | null;
}

/** A template as the API shows it: the site's own, or the built-in default. */
export interface MailTemplate extends TemplateParts {
  readonly name: TemplateName;
  /** Versions in other languages, by locale (`de`, `fr-CA`); the message's locale picks one, else the main parts are used. */
  readonly locale_variants: Readonly<Record<string, TemplateParts>>;
}

const greeting = '<p>Hello{% if customer.first_name != blank %} {{ customer.first_name }}{% endif %},</p>';

/** The built-in defaults: what a template is until the site saves its own, and again after DELETE. */
export const DEFAULT_TEMPLATES: Readonly<Record<TemplateName, TemplateParts>> = {
  customer_confirmation: {
    subject: 'Confirm your e-mail address for {{ site.name }}',
    html: `${greeting}
<p>Please confirm your e-mail address for {{ site.name }} by following this link (valid for 72 hours):</p>
<p><a href="{{ confirmation_url }}">{{ confirmation_url }}</a></p>
<p>If you did not ask for this, ignore this message.</p>`,
    text: null,
  },
  customer_welcome: {
    subject: 'Welcome to {{ site.name }}',
    html: `${greeting}
<p>Your account at {{ site.name }} is ready. You can sign in with {{ customer.email }}.</p>`,
    text: null,
  },
  password_reset: {
    subject: 'Reset your password for {{ site.name }}',
    html: `${greeting}
<p>Someone asked to reset the password of your account at {{ site.name }}. Follow this link within an hour to choose a new one:</p>
<p><a href="{{ reset_url }}">{{ reset_url }}</a></p>
<p>If it was not you, ignore this message: your password stays as it is.</p>`,
    text: null,
  },
  order_confirmation: {
    subject: '{{ site.name }}: order {{ order.number }} received',
    html: `${greeting}
<p>Thank you for your order {{ order.number }} at {{ site.name }}.</p>`,
    text: null,
  },
  order_shipped: {
    subject: '{{ site.name }}: order {{ order.number }} has shipped',
    html: `${greeting}
<p>Your order {{ order.number }} at {{ site.name }} is on its way{% if fulfillment.carrier != blank %} with {{ fulfillment.carrier }}{% endif %}.</p>
{% if fulfillment.tracking_url != blank %}<p>Follow your parcel{% if fulfillment.tracking_number != blank %} ({{ fulfillment.tracking_number }}){% endif %}: <a href="{{ fulfillment.tracking_url }}">{{ fulfillment.tracking_url }}</a></p>{% endif %}`,
    text: null,
  },
  order_refunded: {
    subject: '{{ site.name }}: order {{ order.number }} refunded',
    html: `${greeting}
<p>Your order {{ order.number }} at {{ site.name }} has been refunded.</p>`,
    text: null,
  },
};

/** The default template of a name, as the API shows it. */
export const defaultTemplate = (name: TemplateName): MailTemplate => ({
  name,
  ...DEFAULT_TEMPLATES[name],
  locale_variants: {},
});
