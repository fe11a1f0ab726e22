import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.MEDIA_BASE_URL = 'https://media.example.com/';
});

const { isStoredFile, presentFile, presentFileValue, storedFileAfterEdit } = await import(
  '../../../lib/uploads/file-objects.js'
);

const UPLOAD = '0123456789abcdef01234567';
const stored = {
  upload_id: UPLOAD,
  key: 'sites/s1/0123456789abcdef01234567-ab.png',
  filename: 'Hero image.png',
  content_type: 'image/png',
  size: 67,
  checksum: 'ab'.repeat(32),
  version: 'abababababab',
  width: 640,
  height: 480,
};

describe('file objects', () => {
  it('builds every URL when read: the media host for a public file, the API for a private one (or its signed GET)', () => {
    expect(presentFile(stored, { base: 'https://api.example.com' })).toEqual({
      filename: 'Hero image.png',
      content_type: 'image/png',
      size: 67,
      checksum: stored.checksum,
      version: stored.version,
      width: 640,
      height: 480,
      url: `https://media.example.com/${stored.key}`,
      permanent_url: `https://media.example.com/${stored.key}`,
      permanent_relative_url: `/${stored.key}`,
      permanent_backend_url: `https://api.example.com/uploads/${UPLOAD}`,
      upload_id: UPLOAD,
    });
    const shown = presentFile(
      { ...stored, private: true },
      { base: 'https://api.example.com', signedUrl: 'https://signed.example/x' },
    );
    expect(shown).toMatchObject({
      url: 'https://signed.example/x',
      permanent_url: `https://api.example.com/uploads/${UPLOAD}`,
      permanent_relative_url: `/uploads/${UPLOAD}`,
    });
    expect(JSON.stringify(shown)).not.toContain(stored.key);
    // A key's segments are percent-encoded; a hand-typed object (no key) shows as stored.
    expect(presentFile({ ...stored, key: 'sites/s1/a b.png' }, { base: '' }).permanent_relative_url).toBe(
      '/sites/s1/a%20b.png',
    );
    expect(presentFileValue({ url: 'https://example.com/a.png' }, { base: '' })).toEqual({
      url: 'https://example.com/a.png',
    });
    expect(isStoredFile({ upload_id: UPLOAD })).toBe(false);
  });

  it('makes permanent_relative_url the path of permanent_url when the media base or the API base has a path', () => {
    process.env.MEDIA_BASE_URL = 'http://127.0.0.1:4569/site-api-media/';
    try {
      const shown = presentFile(stored, { base: 'https://api.example.com/prod' });
      expect(shown.permanent_url).toBe(`http://127.0.0.1:4569/site-api-media/${stored.key}`);
      expect(shown.permanent_relative_url).toBe(`/site-api-media/${stored.key}`);
      const hidden = presentFile({ ...stored, private: true }, { base: 'https://api.example.com/prod' });
      expect(hidden.permanent_url).toBe(`https://api.example.com/prod/uploads/${UPLOAD}`);
      expect(hidden.permanent_relative_url).toBe(`/prod/uploads/${UPLOAD}`);
      for (const file of [shown, hidden])
        expect(file.permanent_relative_url).toBe(new URL(file.permanent_url).pathname);
    } finally {
      process.env.MEDIA_BASE_URL = 'https://media.example.com/';
    }
  });

  it("keeps only the client's own properties of an edited file object, never a fact of the file", () => {
    const sentBack = {
      ...presentFile(stored, { base: '' }),
      alt: 'Launch',
      key: 'sites/other/secret.png',
      private: 'true',
      size: 1,
      width: 1,
    };
    expect(storedFileAfterEdit(stored, sentBack)).toEqual({ alt: 'Launch', ...stored });
    // Another upload's object (or none) is not this file edited.
    expect(storedFileAfterEdit(stored, { ...sentBack, upload_id: 'ffffffffffffffffffffffff' })).toBeUndefined();
    expect(storedFileAfterEdit({ url: 'https://example.com/a.png' }, sentBack)).toBeUndefined();
  });
});
