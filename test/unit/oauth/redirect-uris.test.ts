import { describe, expect, it } from 'vitest';
import { formActionSource, isRegisteredRedirectUri, redirectUriProblem } from '../../../lib/oauth/redirect-uris.js';

describe('redirect URIs', () => {
  it.each([
    'https://app.example/callback',
    'https://app.example/callback?x=1',
    'http://127.0.0.1:8080/cb',
    'http://localhost/cb',
    'http://[::1]:3000/cb',
    'com.example.app:/oauth2redirect',
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeUndefined();
  });

  it.each([
    ['http://app.example/cb', /https/],
    ['https://app.example/cb#x', /fragment/],
    ['https://user:pw@app.example/cb', /credentials/],
    ['javascript:alert(1)', /https/],
    ['data:text/html,hi', /https/],
    ['/relative', /absolute/],
  ])('refuses %s', (uri, problem) => {
    expect(redirectUriProblem(uri)).toMatch(problem);
  });

  it('matches registered URIs exactly', () => {
    const registered = ['https://app.example/cb'];
    expect(isRegisteredRedirectUri(registered, 'https://app.example/cb')).toBe(true);
    expect(isRegisteredRedirectUri(registered, 'https://app.example/cb/')).toBe(false);
    expect(isRegisteredRedirectUri(registered, 'https://APP.example/cb')).toBe(false);
    expect(isRegisteredRedirectUri(registered, 'https://app.example/cb?x=1')).toBe(false);
  });

  it('gives the CSP form-action source of a redirect target', () => {
    expect(formActionSource('https://app.example/cb?x=1')).toBe('https://app.example');
    expect(formActionSource('com.example.app:/cb')).toBe('com.example.app:');
  });
});
