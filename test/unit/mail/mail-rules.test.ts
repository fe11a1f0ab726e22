import { describe, expect, it } from 'vitest';
import { addressList, plainAddress } from '../../../lib/mail/addresses.js';
import { plannedMessages, submissionMessageId } from '../../../lib/mail/submission-mail.js';
import { DEFAULT_NOTIFICATION_TEMPLATE, MAX_TEMPLATE_BYTES, renderTemplate, templateErrors } from '../../../lib/mail/templates.js';
import type { Channel } from '../../../lib/channels/channels.js';
import type { Entry } from '../../../lib/channels/entries.js';

describe('addresses', () => {
  it('takes one plain address, never a second recipient or a header', () => {
    expect(plainAddress(' ann@example.com ')).toBe('ann@example.com');
    expect(plainAddress('ann.o+tag@sub.example.co.uk')).toBe('ann.o+tag@sub.example.co.uk');
    for (const bad of ['ann@example.com\r\nBcc: eve@example.com', 'ann@example.com, eve@example.com', 'Ann <ann@example.com>', 'ann@localhost', 'ann', '"a b"@example.com', 5, null]) {
      expect(plainAddress(bad), String(bad)).toBeUndefined();
    }
    expect(addressList('a@example.com, B@Example.com; a@example.com, nope')).toEqual({ addresses: ['a@example.com', 'b@example.com'], invalid: ['nope'] });
  });
});

describe('planned messages', () => {
  const channel = {
    id: 'c'.repeat(24), submittable_notifications: true, submittable_receivers: 'staff@example.com, boss@example.com',
    submittable_confirmations: true, submittable_confirmation_receivers: 'email',
  } as unknown as Channel;
  const entry = (email: unknown) => ({ id: 'e'.repeat(24), fields: { email } }) as unknown as Entry;
  it('mails each receiver and the submitter once, each with its own stable Message-ID', () => {
    const planned = plannedMessages(channel, entry('ann@example.com'));
    expect(planned.map((p) => `${p.kind}:${p.to}`)).toEqual(['notification:staff@example.com', 'notification:boss@example.com', 'confirmation:ann@example.com']);
    expect(new Set(planned.map((p) => p.messageId)).size).toBe(3);
    expect(plannedMessages(channel, entry('ann@example.com'))).toEqual(planned);
    expect(submissionMessageId('e'.repeat(24), 'confirmation', 'ANN@example.com')).toBe(submissionMessageId('e'.repeat(24), 'confirmation', 'ann@example.com'));
  });
  it('sends no confirmation to a value that is not one address, nor when confirmations are off', () => {
    expect(plannedMessages(channel, entry('ann@example.com\nBcc: eve@example.com')).map((p) => p.kind)).toEqual(['notification', 'notification']);
    expect(plannedMessages({ ...channel, submittable_confirmations: false, submittable_notifications: false } as Channel, entry('ann@example.com'))).toEqual([]);
  });
});

describe('templates', () => {
  const context = {
    entry: { id: 'e1', name: '<b>Ann</b> & co', message: '<p>Hi</p>' },
    channel: { id: 'c1', name: 'Contact', slug: 'contact' },
    site: { id: 's1', name: 'Bakery', subdomain: 'bakery' },
    fields: [{ name: 'name', label: 'Name', value: '<b>Ann</b> & co', html: '&lt;b&gt;Ann&lt;/b&gt; &amp; co' }],
  };
  it('escapes every value unless the template asks for raw, and writes a text part', async () => {
    const { html, text } = await renderTemplate('<p>{{ entry.name }}</p><div>{{ entry.message | raw }}</div><p>{{ site.name }}/{{ channel.name }}</p>', context);
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
    expect(await templateErrors({ submittable_notification_template: '{{ entry.name }}', submittable_confirmation_template: '' })).toEqual([]);
    const errors = await templateErrors({ submittable_notification_template: '{% for x in y %}', submittable_confirmation_template: 'x'.repeat(MAX_TEMPLATE_BYTES + 1) });
    expect(errors.map((e) => [e.field, e.code])).toEqual([['submittable_notification_template', 'invalid_template'], ['submittable_confirmation_template', 'too_long']]);
  });
});
