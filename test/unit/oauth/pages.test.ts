import { describe, expect, it } from 'vitest';
import { escapeHtml, pageHeaders, renderConsent, renderError, renderSignIn } from '../../../lib/oauth/pages.js';

describe('authorization pages', () => {
  it('escapes everything that comes from clients or people', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const page = renderSignIn({
      clientName: '<script>alert(1)</script>',
      requestId: 'r',
      csrf: '"><x',
      email: '"onfocus=x',
    });
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;');
    expect(page).toContain('value="&quot;&gt;&lt;x"');
    expect(page).toContain('value="&quot;onfocus=x"');
    expect(renderError('<b>')).toContain('&lt;b&gt;');
  });

  it('labels every input and marks an error for assistive technology', () => {
    const page = renderSignIn({ clientName: 'App', requestId: 'r', csrf: 'c', error: 'Wrong' });
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('role="alert" id="form-error"');
    expect(page).toContain('aria-describedby="form-error"');
  });

  it('names the site on a customer sign-in and lists the scopes on consent', () => {
    expect(renderSignIn({ clientName: 'App', siteName: 'Shop', requestId: 'r', csrf: 'c' })).toContain(
      'as a customer of <strong>Shop</strong>',
    );
    const consent = renderConsent({
      clientName: 'App',
      email: 'a@b.c',
      scopes: ['openid', 'read_channels'],
      redirectHost: 'app.example',
      requestId: 'r',
      csrf: 'c',
    });
    expect(consent).toContain('<li><strong>read_channels</strong>: Read channels and entries');
    expect(consent).toContain('value="allow"');
    expect(consent).toContain('value="deny"');
  });

  it('allows only the inline style by hash, and form posts to itself and the redirect target', () => {
    const csp = pageHeaders(['https://app.example'])['content-security-policy'];
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("form-action 'self' https://app.example");
    expect(csp).not.toContain('unsafe');
  });
});
