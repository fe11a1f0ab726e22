import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.MEDIA_BUCKET = 'unit-media';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIAUNITTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  delete process.env.AWS_ENDPOINT_URL_S3;
});

const { MEDIA_TYPES, bytesToRead, SNIFF_BYTES } = await import('../../../lib/uploads/media-types.js');
const rules = await import('../../../lib/uploads/upload-rules.js');
const { presignUpload } = await import('../../../lib/uploads/objects.js');
const { presentFile } = await import('../../../lib/uploads/file-objects.js');
const { s3RequestCount } = await import('../../../lib/uploads/s3.js');

const limits = { maxBytes: 20 * 1024 * 1024, allowedTypes: rules.parseAllowedTypes(undefined) };
const declared = (over: Partial<Parameters<typeof rules.declaredFileErrors>[0]> = {}) => ({
  filename: 'Été "photo".png',
  content_type: 'image/png',
  size: 1000,
  checksum_sha256: Buffer.alloc(32, 7).toString('base64'),
  purpose: 'media' as const,
  ...over,
});

describe('upload rules', () => {
  it('accepts the default types and sizes, and refuses others per field', () => {
    expect(rules.declaredFileErrors(declared(), limits)).toEqual([]);
    for (const mime of [
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/avif',
      'image/svg+xml',
      'application/pdf',
      'video/mp4',
      'video/webm',
      'font/woff',
      'font/woff2',
    ]) {
      expect(rules.declaredFileErrors(declared({ content_type: mime }), limits), mime).toEqual([]);
    }
    expect(rules.declaredFileErrors(declared({ content_type: 'text/html' }), limits)).toEqual([
      expect.objectContaining({ field: 'content_type', code: 'unsupported_type' }),
    ]);
    // Theme asset types only as theme assets.
    expect(rules.declaredFileErrors(declared({ content_type: 'text/css' }), limits)).toHaveLength(1);
    expect(rules.declaredFileErrors(declared({ content_type: 'text/css', purpose: 'theme_asset' }), limits)).toEqual(
      [],
    );
    expect(rules.declaredFileErrors(declared({ size: limits.maxBytes + 1 }), limits)).toEqual([
      expect.objectContaining({ field: 'size', code: 'too_large' }),
    ]);
    // SVG is parsed whole: at most 1 MB.
    expect(
      rules.declaredFileErrors(declared({ content_type: 'image/svg+xml', size: 1024 * 1024 + 1 }), limits),
    ).toEqual([expect.objectContaining({ field: 'size', message: expect.stringContaining('SVG') })]);
  });

  it("reads the stage's allowed types and refuses unknown ones", () => {
    const stage = { maxBytes: 10, allowedTypes: rules.parseAllowedTypes(' image/png, image/JPEG ') };
    expect([...stage.allowedTypes]).toEqual(['image/png', 'image/jpeg']);
    expect(rules.declaredFileErrors(declared({ content_type: 'image/gif', size: 5 }), stage)).toEqual([
      expect.objectContaining({ field: 'content_type', message: 'must be one of image/png, image/jpeg' }),
    ]);
    expect(() => rules.parseAllowedTypes('image/png,application/x-evil')).toThrow(/application\/x-evil/);
  });

  it('chooses object keys from ids, never from the file name', () => {
    const type = MEDIA_TYPES.get('image/png')!;
    expect(rules.objectKey('aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb', type, 'c'.repeat(32))).toBe(
      `sites/${'a'.repeat(24)}/${'b'.repeat(24)}-${'c'.repeat(32)}.png`,
    );
    expect(rules.isSiteObjectKey('a'.repeat(24), `sites/${'a'.repeat(24)}/x.png`)).toBe(true);
    expect(rules.isSiteObjectKey('a'.repeat(24), `sites/${'b'.repeat(24)}/x.png`)).toBe(false);
    expect(rules.isSiteObjectKey('a'.repeat(24), `sites/${'a'.repeat(24)}/../x.png`)).toBe(false);
  });

  it('serves types a browser could run as attachments, others inline, both naming the file', () => {
    expect(rules.contentDisposition(MEDIA_TYPES.get('image/svg+xml')!, 'logo.svg')).toBe(
      'attachment; filename="logo.svg"; filename*=UTF-8\'\'logo.svg',
    );
    expect(rules.contentDisposition(MEDIA_TYPES.get('image/png')!, 'Été "x".png')).toBe(
      'inline; filename="_t_ _x_.png"; filename*=UTF-8\'\'%C3%89t%C3%A9%20%22x%22.png',
    );
  });

  it('judges what arrived against the declaration', () => {
    const file = { size: 10, checksum_sha256: 'abc=' };
    expect(rules.objectRefusal(file, undefined)?.code).toBe('object_missing');
    expect(rules.objectRefusal(file, { size: 11 })?.code).toBe('size_mismatch');
    expect(rules.objectRefusal(file, { size: 9 })?.code).toBe('size_mismatch');
    expect(rules.objectRefusal(file, { size: 10, checksum: 'xyz=' })?.code).toBe('checksum_mismatch');
    expect(rules.objectRefusal(file, { size: 10, checksum: 'abc=' })).toBeUndefined();
    expect(rules.objectRefusal(file, { size: 10 })).toBeUndefined();
    expect(rules.isExpired('2026-01-01T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(rules.isExpired('2026-01-01T00:00:01Z', new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads all of an SVG and the first 64 KB of anything else', () => {
    expect(bytesToRead(MEDIA_TYPES.get('image/svg+xml')!, 500_000)).toBe(500_000);
    expect(bytesToRead(MEDIA_TYPES.get('video/mp4')!, 20_000_000)).toBe(SNIFF_BYTES);
    expect(bytesToRead(MEDIA_TYPES.get('image/png')!, 67)).toBe(67);
  });

  it('spreads storage counts over the shards, always the same shard for one upload', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => rules.storageShard(i.toString(16).padStart(24, '0'))));
    expect(shards.size).toBe(rules.STORAGE_SHARDS);
    expect(rules.storageShard('a'.repeat(24))).toBe(rules.storageShard('a'.repeat(24)));
  });
});

describe('the presigned POST', () => {
  it('pins key, type, size range, checksum, disposition, caching and the pending tag, and expires with the upload, without any S3 request', async () => {
    const file = declared({ content_type: 'image/svg+xml', filename: 'logo.svg', size: 1234 });
    const type = MEDIA_TYPES.get(file.content_type)!;
    const policy = rules.postPolicy(file, type);
    const key = `sites/${'a'.repeat(24)}/${'b'.repeat(24)}-${'c'.repeat(32)}.svg`;
    const before = s3RequestCount();
    const at = Date.now();
    const form = await presignUpload(key, policy.fields, [...policy.conditions], 900);
    expect(s3RequestCount()).toBe(before);
    expect(form.url).toBe('https://unit-media.s3.eu-west-1.amazonaws.com/');
    expect(form.fields).toMatchObject({
      key,
      bucket: 'unit-media',
      'Content-Type': 'image/svg+xml',
      'Content-Disposition': 'attachment; filename="logo.svg"; filename*=UTF-8\'\'logo.svg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'x-amz-checksum-algorithm': 'SHA256',
      'x-amz-checksum-sha256': file.checksum_sha256,
      tagging: '<Tagging><TagSet><Tag><Key>upload-state</Key><Value>pending</Value></Tag></TagSet></Tagging>',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(form.fields['X-Amz-Credential']).toMatch(/^AKIAUNITTEST\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    const decoded = JSON.parse(Buffer.from(form.fields.Policy as string, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(Math.abs(Date.parse(decoded.expiration) - (at + 900_000))).toBeLessThan(5_000);
    expect(decoded.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'unit-media' },
        { key },
        { 'Content-Type': 'image/svg+xml' },
        { 'Content-Disposition': form.fields['Content-Disposition'] },
        { 'Cache-Control': 'public, max-age=31536000, immutable' },
        { 'x-amz-checksum-algorithm': 'SHA256' },
        { 'x-amz-checksum-sha256': file.checksum_sha256 },
        { tagging: form.fields.tagging },
        ['content-length-range', 1, 1234],
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': form.fields['X-Amz-Credential'] },
        { 'X-Amz-Date': form.fields['X-Amz-Date'] },
      ]),
    );
    // Every form field but the signature itself is covered by a condition (S3 refuses unlisted fields).
    const covered = new Set(
      decoded.conditions.flatMap((condition) =>
        Array.isArray(condition) ? [] : Object.keys(condition as object).map((name) => name.toLowerCase()),
      ),
    );
    for (const name of Object.keys(form.fields).filter((n) => !['Policy', 'X-Amz-Signature'].includes(n)))
      expect(covered, name).toContain(name.toLowerCase());
  });
});

describe('file objects', () => {
  it('builds every spec field from the stored key, at the media host of the moment', () => {
    process.env.MEDIA_BASE_URL = 'https://media.example.com/';
    const stored = {
      upload_id: 'b'.repeat(24),
      key: 'sites/a/b-c.png',
      filename: 'x.png',
      content_type: 'image/png',
      size: 3,
      checksum: 'ff'.repeat(32),
      version: 'ffffffffffff',
      width: 2,
      height: 1,
    };
    expect(presentFile(stored, { base: 'https://api.example.com' })).toEqual({
      filename: 'x.png',
      url: 'https://media.example.com/sites/a/b-c.png',
      content_type: 'image/png',
      permanent_url: 'https://media.example.com/sites/a/b-c.png',
      permanent_relative_url: '/sites/a/b-c.png',
      permanent_backend_url: `https://api.example.com/uploads/${'b'.repeat(24)}`,
      version: 'ffffffffffff',
      checksum: 'ff'.repeat(32),
      size: 3,
      width: 2,
      height: 1,
      upload_id: 'b'.repeat(24),
    });
    process.env.MEDIA_BASE_URL = 'https://cdn2.example.com';
    expect(
      presentFile({ ...stored, width: undefined, height: undefined }, { base: 'x', signedUrl: 'https://signed' }),
    ).toMatchObject({ url: 'https://signed', permanent_url: 'https://cdn2.example.com/sites/a/b-c.png' });
    delete process.env.MEDIA_BASE_URL;
  });
});
