import { describe, expect, it } from 'vitest';
import { createSiteHints, siteHint } from '../../../lib/auth/site-hint.js';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);

describe('siteHint', () => {
  const SITE = 'a'.repeat(24);
  it('takes the site a secret names, an id in X-Service-Site, or a subdomain seen in the last minute', () => {
    const hints = createSiteHints(60_000);
    expect(siteHint(`sms_${'x'.repeat(43)}.${SITE}`, 'other', hints)).toBe(SITE);
    expect(siteHint(`smc_${'x'.repeat(43)}.${SITE}`, undefined, hints)).toBe(SITE);
    expect(siteHint(`smp_${'x'.repeat(43)}`, ` ${SITE} `, hints)).toBe(SITE);
    expect(siteHint(`sms_${'x'.repeat(43)}`, undefined, hints)).toBeUndefined();
    expect(siteHint(`smp_${'x'.repeat(43)}`, 'shop', hints, T0)).toBeUndefined();
    hints.remember('shop', SITE, T0);
    expect(siteHint(`smp_${'x'.repeat(43)}`, 'SHOP', hints, T0 + 59_999)).toBe(SITE);
    expect(siteHint(`smp_${'x'.repeat(43)}`, 'shop', hints, T0 + 60_000)).toBeUndefined();
  });

  it('never takes a site from an old secret or a malformed one', () => {
    const hints = createSiteHints();
    for (const secret of [
      `sms_${'x'.repeat(42)}.${SITE}`,
      `sms_${'x'.repeat(43)}.${SITE}x`,
      `smp_${'x'.repeat(43)}.${SITE}`,
      `sms_${'x'.repeat(43)}.${'A'.repeat(24)}`,
    ]) {
      expect(siteHint(secret, undefined, hints), secret).toBeUndefined();
    }
  });
});
