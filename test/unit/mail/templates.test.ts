import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_TEMPLATE,
  MAX_TEMPLATE_BYTES,
  renderTemplate,
  templateErrors,
} from '../../../lib/mail/templates.js';

describe('templates', () => {
  const context = {
    entry: { id: 'e1', name: '<b>Ann</b> & co', message: '<p>Hi</p>' },
    channel: { id: 'c1', name: 'Contact', slug: 'contact' },
    site: { id: 's1', name: 'Bakery', subdomain: 'bakery' },
    fields: [{ name: 'name', label: 'Name', value: '<b>Ann</b> & co', html: '&lt;b&gt;Ann&lt;/b&gt; &amp; co' }],
  };
  it('escapes every value unless the template asks for raw, and writes a text part', async () => {
    const { html, text } = await renderTemplate(
      '<p>{{ entry.name }}</p><div>{{ entry.message | raw }}</div><p>{{ site.name }}/{{ channel.name }}</p>',
      context,
    );
    expect(html).toBe('<p>&lt;b&gt;Ann&lt;/b&gt; &amp; co</p><div><p>Hi</p></div><p>Bakery/Contact</p>');
    expect(text).toContain('<b>Ann</b> & co');
    expect(text).toContain('Bakery/Contact');
    const listed = await renderTemplate(DEFAULT_NOTIFICATION_TEMPLATE, context);
    expect(listed.html).toContain('<th align="left" valign="top">Name</th><td>&lt;b&gt;Ann&lt;/b&gt; &amp; co</td>');
  });
  it('reads no files and no inherited properties', async () => {
    await expect(renderTemplate('{% include "/etc/passwd" %}', context)).rejects.toThrow();
    expect((await renderTemplate('[{{ entry.constructor }}][{{ entry.__proto__ }}]', context)).html).toBe('[][]');
  });
  it('names each template that does not parse or is too long', async () => {
    expect(
      await templateErrors({
        submittable_notification_template: '{{ entry.name }}',
        submittable_confirmation_template: '',
      }),
    ).toEqual([]);
    const errors = await templateErrors({
      submittable_notification_template: '{% for x in y %}',
      submittable_confirmation_template: 'x'.repeat(MAX_TEMPLATE_BYTES + 1),
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['submittable_notification_template', 'invalid_template'],
      ['submittable_confirmation_template', 'too_long'],
    ]);
  });
});
