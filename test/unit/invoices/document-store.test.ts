import { beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../../../lib/uploads/s3.js', () => ({ s3: { send: (command: unknown) => send(command) } }));
const warn = vi.fn();
vi.mock('../../../lib/http/logger.js', () => ({ logger: { warn: (...args: unknown[]) => warn(...args) } }));

const { documentKey, storedDocument } = await import('../../../lib/invoices/document-store.js');

const named = (name: string) => Object.assign(new Error(name), { name });
const commandsSent = () =>
  send.mock.calls.map(([command]) => (command as { constructor: { name: string } }).constructor.name);
const PDF = new Uint8Array([37, 80, 68, 70]);

describe('storedDocument', () => {
  beforeEach(() => {
    send.mockReset();
    warn.mockReset();
  });

  it('keys a document under the private prefix, by site, layout and file name', () => {
    expect(documentKey('s1', 'documents-1', 'invoice-2026-000001.pdf')).toBe(
      'private/documents/s1/documents-1/invoice-2026-000001.pdf',
    );
  });

  it('answers the stored bytes without rendering', async () => {
    send.mockResolvedValueOnce({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3]) } });
    const render = vi.fn(async () => PDF);
    expect(await storedDocument('k', render)).toEqual(new Uint8Array([1, 2, 3]));
    expect(render).not.toHaveBeenCalled();
    expect(commandsSent()).toEqual(['GetObjectCommand']);
  });

  it.each(['NoSuchKey', 'AccessDenied'])('renders and stores a document not stored yet (%s), quietly', async (name) => {
    send.mockRejectedValueOnce(named(name)).mockResolvedValueOnce({});
    expect(await storedDocument('private/documents/s1/l/x.pdf', async () => PDF)).toEqual(PDF);
    expect(commandsSent()).toEqual(['GetObjectCommand', 'PutObjectCommand']);
    const put = send.mock.calls[1]?.[0] as { input: Record<string, unknown> };
    expect(put.input).toMatchObject({ Key: 'private/documents/s1/l/x.pdf', Body: PDF, ContentType: 'application/pdf' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('still answers the rendered document when S3 fails to read or to store, and logs each failure', async () => {
    send.mockRejectedValueOnce(named('SlowDown')).mockRejectedValueOnce(named('InternalError'));
    expect(await storedDocument('k', async () => PDF)).toEqual(PDF);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
