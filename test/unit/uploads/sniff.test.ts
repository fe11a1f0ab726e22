import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../../../lib/uploads/media-types.js';
import { sniff } from '../../../lib/uploads/sniff.js';
import { PNG_1x1, pngOf } from '../../../harness/uploads.js';

const type = (mime: string) => MEDIA_TYPES.get(mime)!;
const text = (value: string) => Buffer.from(value);

describe('sniffing what arrived', () => {
  it('tells binary types by their bytes and reads image dimensions', async () => {
    expect(await sniff(pngOf(300, 200), type('image/png'), true)).toEqual({ width: 300, height: 200 });
    expect(await sniff(PNG_1x1, type('image/jpeg'), true)).toMatchObject({
      code: 'type_mismatch',
      message: expect.stringContaining('image/png'),
    });
    expect(await sniff(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'), type('application/pdf'), false)).toEqual({});
    expect(await sniff(text('just text'), type('application/pdf'), true)).toMatchObject({
      code: 'type_mismatch',
      message: expect.stringContaining('no recognised type'),
    });
    const gif = Buffer.concat([text('GIF89a'), Buffer.from([7, 0, 9, 0, 0, 0, 0])]);
    expect(await sniff(gif, type('image/gif'), true)).toEqual({ width: 7, height: 9 });
  });

  it('accepts SVG only as well-formed XML with an svg root and no DTD', async () => {
    expect(
      await sniff(
        text(
          '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20" width="10" height="20"/>',
        ),
        type('image/svg+xml'),
        true,
      ),
    ).toEqual({ width: 10, height: 20 });
    expect(
      await sniff(
        text('<svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="1" height="1"/>'),
        type('image/svg+xml'),
        true,
      ),
    ).not.toHaveProperty('code');
    for (const bad of [
      '<svg><g></svg>',
      '<html><body/></html>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>',
      'not xml at all',
    ]) {
      expect(await sniff(text(bad), type('image/svg+xml'), true), bad).toMatchObject({ code: 'type_mismatch' });
    }
    expect(await sniff(PNG_1x1, type('image/svg+xml'), true)).toMatchObject({
      code: 'type_mismatch',
      message: expect.stringContaining('image/png'),
    });
  });

  it('accepts text assets as UTF-8 that matches no binary signature', async () => {
    expect(await sniff(text('body { content: "é" }'), type('text/css'), true)).toEqual({});
    // A multi-byte character cut by the end of a partial read is fine; broken UTF-8 is not.
    expect(await sniff(text('a é').subarray(0, 3), type('text/javascript'), false)).toEqual({});
    expect(await sniff(Buffer.from([0x61, 0xff, 0x62]), type('text/css'), true)).toMatchObject({
      code: 'type_mismatch',
    });
    expect(await sniff(PNG_1x1, type('application/json'), true)).toMatchObject({ code: 'type_mismatch' });
  });
});
