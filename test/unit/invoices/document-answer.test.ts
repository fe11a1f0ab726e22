import { describe, expect, it, vi } from 'vitest';
import { documentAnswer } from '../../../lib/invoices/document-answer.js';

// The store's own behaviour is tested in document-store.test.ts: here every document is drawn afresh.
vi.mock('../../../lib/invoices/document-store.js', () => ({
  documentKey: (siteId: string, layout: string, filename: string) => `${siteId}/${layout}/${filename}`,
  storedDocument: (_key: string, render: () => Promise<Uint8Array>) => render(),
}));

const file = (filename: string) => ({ siteId: 'site1', filename });

const snapshot = {
  number: '2026-000001',
  lines: [{ title: 'Mug', total: 1000 }],
  buyer: { name: 'Müller', city: 'Łódź' },
};

describe('documentAnswer', () => {
  it('answers the rendered PDF with an ETag of the snapshot, whatever order its maps come back in', async () => {
    const render = vi.fn(async () => new Uint8Array([37, 80, 68, 70]));
    const first = await documentAnswer({ headers: {} }, snapshot, file('invoice.pdf'), render);
    expect(first).toMatchObject({ statusCode: 200, isBase64Encoded: true, body: 'JVBERg==' });
    expect(first.headers).toMatchObject({ 'content-type': 'application/pdf', etag: expect.stringMatching(/^"/) });
    const reordered = { buyer: { city: 'Łódź', name: 'Müller' }, lines: snapshot.lines, number: snapshot.number };
    const second = await documentAnswer({ headers: {} }, reordered, file('invoice.pdf'), render);
    expect(second.headers?.etag).toBe(first.headers?.etag);
    const changed = await documentAnswer(
      { headers: {} },
      { ...snapshot, number: '2026-000002' },
      file('x.pdf'),
      render,
    );
    expect(changed.headers?.etag).not.toBe(first.headers?.etag);
  });

  it('answers a matching If-None-Match with 304 without rendering', async () => {
    const render = vi.fn(async () => new Uint8Array([1]));
    const etag = (await documentAnswer({ headers: {} }, snapshot, file('invoice.pdf'), render)).headers?.etag as string;
    render.mockClear();
    const again = await documentAnswer({ headers: { 'if-none-match': etag } }, snapshot, file('invoice.pdf'), render);
    expect(again).toMatchObject({ statusCode: 304, body: '', headers: { etag } });
    expect(render).not.toHaveBeenCalled();
  });
});
