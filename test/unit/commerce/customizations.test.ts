import { describe, expect, it } from 'vitest';
import { buildCustomizations, customizationInputSchema } from '../../../lib/commerce/customizations.js';

const input = (name: string, type: string) => customizationInputSchema.parse({ name, type });

describe('buildCustomizations', () => {
  it.each(['number', 'email', 'url'])(
    "refuses %s in a checkout profile, whose values follow channel entries' rules",
    (type) => {
      const { problems } = buildCustomizations([input('a', type)], [], '2026-01-01T00:00:00Z');
      expect(problems).toEqual([expect.objectContaining({ field: 'customizations.0.type', code: 'not_supported' })]);
    },
  );

  it.each(['product type', 'site'])('accepts number, email and url for a %s', (owner) => {
    const { problems } = buildCustomizations(
      [input('a', 'number'), input('b', 'email'), input('c', 'url')],
      [],
      '2026-01-01T00:00:00Z',
      owner,
    );
    expect(problems).toEqual([]);
  });
});
