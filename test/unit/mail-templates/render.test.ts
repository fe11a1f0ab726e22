import { describe, expect, it } from 'vitest';
import { defaultTemplate, TEMPLATE_NAMES } from '../../../lib/mail-templates/defaults.js';
import { partProblem, partsFor, renderMessage } from '../../../lib/mail-templates/render.js';

describe('mail template rendering', () => {
  it('names the field and the line of a part that does not parse', async () => {
    const problem = await partProblem('html', 'one\ntwo\n{% for x in y %}never closed');
    expect(problem).toMatchObject({ field: 'html', code: 'invalid_template' });
    expect(problem?.message).toContain('(line 3)');
    expect(await partProblem('subject', 'Hello {{ customer.name }}')).toBeUndefined();
    expect((await partProblem('html', '{{ x | not_a_filter }}'))?.code).toBe('invalid_template');
    expect((await partProblem('html', 'a\n{% include "package.json" %}'))?.message).toContain('(line 2)');
  });

  it('parses every built-in default', async () => {
    for (const name of TEMPLATE_NAMES) {
      const template = defaultTemplate(name);
      expect(await partProblem('subject', template.subject), name).toBeUndefined();
      expect(await partProblem('html', template.html), name).toBeUndefined();
    }
  });

  it('escapes values, reads no file, derives the text part and keeps the subject on one line', async () => {
    const message = await renderMessage(
      { subject: 'Hi {{ name }}\nthere', html: '<p>{{ name }}</p>', text: null },
      { name: '<b>Ada</b>' },
    );
    expect(message.subject).toBe('Hi &lt;b&gt;Ada&lt;/b&gt; there');
    expect(message.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(message.text).toContain('<b>Ada</b>');
    // No file system: an include finds nothing (the file beside the process is never read).
    await expect(renderMessage({ subject: 's', html: '{% include "package.json" %}', text: null }, {})).rejects.toThrow(
      /Failed to lookup/,
    );
  });

  it('picks a locale variant, then its language, then the main parts', () => {
    const template = {
      ...defaultTemplate('customer_welcome'),
      locale_variants: { de: { subject: 'Willkommen', html: '<p>Hallo</p>', text: null } },
    };
    expect(partsFor(template, 'de-AT').subject).toBe('Willkommen');
    expect(partsFor(template, 'fr').subject).toBe(template.subject);
    expect(partsFor(template).subject).toBe(template.subject);
  });
});
