import { describe, expect, it } from 'vitest';
import { fetchProblem, guestFetch } from '../../../../lib/cloudcode/sandbox/fetch.js';

const policy = { timeoutMs: 1000, maxBytes: 16, depth: 1, allowHosts: ['receiver.test'] };
const request = (url: string, extra: Record<string, unknown> = {}) => ({ url, method: 'GET', headers: {}, ...extra });

describe('fetchProblem', () => {
  it('allows https to public addresses and http only to allowed hosts', () => {
    expect(fetchProblem(request('https://example.com/x'), policy)).toBeUndefined();
    expect(fetchProblem(request('http://receiver.test:8080/x'), policy)).toBeUndefined();
    expect(fetchProblem(request('http://example.com/'), policy)).toBe('the URL must use https');
  });

  it('refuses loopback, private, metadata, documentation and local names, whatever WEBHOOK_ALLOW_PRIVATE_URLS says', () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'true';
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/',
      'https://192.0.2.10/',
      'https://[::1]/',
      'https://[fd00:ec2::254]/',
      'https://localhost/',
      'https://x.internal/',
    ]) {
      expect(fetchProblem(request(url), policy), url).toBe('the URL must not point to a private or local address');
    }
  });

  it('refuses odd methods, credentials in URLs and bodies over the limit', () => {
    expect(fetchProblem(request('https://example.com/', { method: 'CONNECT' }), policy)).toBe(
      'method CONNECT is not allowed',
    );
    expect(fetchProblem(request('https://user:pw@example.com/'), policy)).toBe('the URL must not contain credentials');
    expect(fetchProblem(request('https://example.com/', { method: 'POST', body: 'x'.repeat(17) }), policy)).toBe(
      'the request body is larger than 16 bytes',
    );
    expect(fetchProblem(request('/relative'), policy)).toBe('the URL must be absolute');
  });

  it('answers a refused or malformed request with an error, never a throw', async () => {
    await expect(guestFetch(request('https://127.0.0.1/'), policy)).resolves.toEqual({
      error: 'the URL must not point to a private or local address',
    });
    await expect(guestFetch({ url: 1 }, policy)).resolves.toEqual({
      error: expect.stringContaining('a request needs'),
    });
  });
});
