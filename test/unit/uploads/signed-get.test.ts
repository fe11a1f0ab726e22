import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIAUNITTEST',
    AWS_SECRET_ACCESS_KEY: 'unit-secret',
    MEDIA_BUCKET: 'unit-media',
  });
  delete process.env.AWS_ENDPOINT_URL_S3;
  delete process.env.AWS_SESSION_TOKEN;
});

const { signedGetUrls, signingWindow } = await import('../../../lib/uploads/signed-get.js');

describe('signed GETs of private files', () => {
  it('gives the same URL within a five-minute window and a new one after it, valid fifteen minutes', async () => {
    const key = 'sites/a/b-c.png';
    const at = (iso: string) => signedGetUrls([key, key], new Date(iso));
    const first = (await at('2026-05-01T10:00:10Z')).get(key) as string;
    expect((await at('2026-05-01T10:04:59Z')).get(key)).toBe(first);
    expect((await at('2026-05-01T10:05:00Z')).get(key)).not.toBe(first);
    const url = new URL(first);
    expect(url.origin).toBe('https://unit-media.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/sites/a/b-c.png');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAUNITTEST/20260501/eu-west-1/s3/aws4_request',
      'X-Amz-Date': '20260501T100000Z',
      'X-Amz-Expires': '900',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      // No shared cache keeps a private file; it is a download, whatever its type.
      'response-cache-control': 'private, no-store',
      'response-content-disposition': 'attachment',
    });
    expect(signingWindow(new Date('2026-05-01T10:07:30Z')).toISOString()).toBe('2026-05-01T10:05:00.000Z');
  });
});
