import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { s3RequestCount } from '../../lib/uploads/s3.js';
import { uploadKey } from '../../lib/uploads/keys.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { runCli, cliEnv } from '../helpers/cli.js';
import { PNG_1x1, pngOf, postFile, sha256Base64, uploadFile, type CreatedUpload } from '../../harness/uploads.js';

// Media uploads: files go straight to the media bucket (here the run's s3rver), the API records and
// verifies them. Requests are counted on both stores: DynamoDB (authentication included) and S3.
// The CLI's part (the real CLI as a child process, ~1.3 s a start) runs on this file's server too.
const api = useApi();
let owner: Owner;
const as = () => ({ token: owner.token, site: owner.site.id });

const countBoth = async (fn: () => Promise<unknown>) => {
  const s3Before = s3RequestCount();
  const dynamo = await api.countRequests(fn);
  return { dynamo, s3: s3RequestCount() - s3Before };
};

const objectAt = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

const create = (body: Record<string, unknown>, options = as()) =>
  api.request<CreatedUpload>('POST', '/uploads', { ...options, body });

let work: string;

beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-media-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('uploads', () => {
  it('creates an upload, takes the file straight to storage and completes it into a file object', async () => {
    const png = pngOf(640, 480);
    const declared = {
      filename: 'Hero image.png',
      content_type: 'image/png',
      size: png.length,
      checksum_sha256: sha256Base64(png),
    };
    let created!: Awaited<ReturnType<typeof create>>;
    const creating = await countBoth(async () => {
      created = await create(declared);
    });
    expect(created.status, created.text).toBe(201);
    expect(creating).toEqual({ dynamo: 2, s3: 0 });
    expect(created.headers.get('location')).toBe(`${api.url}/uploads/${created.body.id}`);
    expect(created.body).toMatchObject({
      status: 'pending',
      purpose: 'media',
      filename: 'Hero image.png',
      content_type: 'image/png',
      size: png.length,
      file: null,
      completed_at: null,
    });
    expect(Date.parse(created.body.expires_at as string) - Date.now()).toBeGreaterThan(800_000);
    const form = created.body.upload;
    expect(form.method).toBe('POST');
    expect(form.fields.key).toMatch(new RegExp(`^sites/${owner.site.id}/${created.body.id}-[0-9a-f]{32}\\.png$`));
    expect(form.fields).toMatchObject({
      'Content-Type': 'image/png',
      'x-amz-checksum-sha256': declared.checksum_sha256,
    });
    expect(form.fields['Content-Disposition']).toMatch(/^inline; filename="Hero image.png"/);

    expect(await postFile(form, png, 'image/png', 'Hero image.png')).toBe(204);
    let completed!: Awaited<ReturnType<typeof api.request<any>>>;
    const completing = await countBoth(async () => {
      completed = await api.request('POST', `/uploads/${created.body.id}/complete`, as());
    });
    expect(completed.status, completed.text).toBe(200);
    expect(completing.dynamo).toBeLessThanOrEqual(3);
    expect(completing.s3).toBeLessThanOrEqual(2);
    const file = completed.body.file;
    expect(completed.body).toMatchObject({ status: 'ready', expires_at: null });
    expect(file).toMatchObject({
      filename: 'Hero image.png',
      content_type: 'image/png',
      size: png.length,
      width: 640,
      height: 480,
      upload_id: created.body.id,
      checksum: Buffer.from(declared.checksum_sha256, 'base64').toString('hex'),
      permanent_relative_url: `/${process.env.MEDIA_BUCKET}/${form.fields.key}`,
      permanent_backend_url: `${api.url}/uploads/${created.body.id}`,
    });
    expect(file.version).toBe(file.checksum.slice(0, 12));
    expect(file.url).toBe(file.permanent_url);
    expect(file.url).toBe(`${process.env.AWS_ENDPOINT_URL_S3}/${process.env.MEDIA_BUCKET}/${form.fields.key}`);
    // The relative URL is the permanent URL's own path, bucket segment included, so it resolves against the media host.
    expect(file.permanent_relative_url).toBe(new URL(file.permanent_url).pathname);
    const site = await api.request('GET', '/site', as());
    expect(site.body.storage_bytes).toBe(png.length);
    const served = await objectAt(file.url);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    expect(served.bytes.equals(png)).toBe(true);

    // Completing again answers the same upload, without touching storage.
    const again = await countBoth(async () =>
      expect((await api.request('POST', `/uploads/${created.body.id}/complete`, as())).body.file).toEqual(file),
    );
    expect(again.s3).toBe(0);

    const one = await api.request('GET', `/uploads/${created.body.id}`, as());
    expect(one.body).toEqual(completed.body);
    const listed = await api.request('GET', '/uploads?where[content_type][prefix]=image/&sort=-created_at', as());
    expect(listed.status).toBe(200);
    expect(listed.body.map((upload: { id: string }) => upload.id)).toContain(created.body.id);
    expect((await api.request('GET', '/uploads?where[content_type][prefix]=video/', as())).body).toEqual([]);
    expect(
      (await api.request('GET', '/uploads?where[filename][prefix]=hero', as())).body.map(
        (upload: { id: string }) => upload.id,
      ),
    ).toEqual([created.body.id]);
  });

  it('refuses a file whose bytes lie about their type or size, deletes the object and keeps the upload pending', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { created, completed } = await uploadFile(api, as(), {
      bytes: pdf,
      contentType: 'image/png',
      filename: 'not-a.png',
    });
    expect(completed?.status).toBe(422);
    expect(completed?.body).toMatchObject({ code: 'type_mismatch' });
    expect(completed?.body.message).toContain('application/pdf');
    expect(
      (
        await objectAt(
          `${process.env.AWS_ENDPOINT_URL_S3}/${process.env.MEDIA_BUCKET}/${created.body.upload.fields.key}`,
        )
      ).status,
    ).toBe(404);
    expect((await api.request('GET', `/uploads/${created.body.id}`, as())).body).toMatchObject({
      status: 'pending',
      file: null,
    });

    // More bytes than declared (a local server enforces no content-length-range: complete does).
    const png = pngOf(2, 2);
    const small = await create({
      filename: 'a.png',
      content_type: 'image/png',
      size: png.length - 10,
      checksum_sha256: sha256Base64(png),
    });
    expect(await postFile(small.body.upload, png, 'image/png')).toBe(204);
    const tooBig = await api.request('POST', `/uploads/${small.body.id}/complete`, as());
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.code).toBe('size_mismatch');
    expect(
      (await objectAt(`${process.env.AWS_ENDPOINT_URL_S3}/${process.env.MEDIA_BUCKET}/${small.body.upload.fields.key}`))
        .status,
    ).toBe(404);

    // Other bytes than the checksum declared.
    const other = await create({
      filename: 'b.png',
      content_type: 'image/png',
      size: png.length,
      checksum_sha256: sha256Base64(pngOf(3, 3)),
    });
    expect(await postFile(other.body.upload, png, 'image/png')).toBe(204);
    expect((await api.request('POST', `/uploads/${other.body.id}/complete`, as())).body.code).toBe('checksum_mismatch');

    // Nothing posted at all.
    const missing = await create({
      filename: 'c.png',
      content_type: 'image/png',
      size: png.length,
      checksum_sha256: sha256Base64(png),
    });
    expect((await api.request('POST', `/uploads/${missing.body.id}/complete`, as())).body.code).toBe('object_missing');
  });

  it('serves SVG as an attachment and refuses XML that is not SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><script>alert(document.domain)</script></svg>',
    );
    const { completed } = await uploadFile(api, as(), {
      bytes: svg,
      contentType: 'image/svg+xml',
      filename: 'logo.svg',
    });
    expect(completed?.status, completed?.text).toBe(200);
    expect(completed?.body.file).toMatchObject({ width: 120, height: 40, content_type: 'image/svg+xml' });
    const served = await objectAt(completed?.body.file.url);
    expect(served.disposition).toMatch(/^attachment; filename="logo.svg"/);
    expect(new URL(completed?.body.file.url).origin).not.toBe(new URL(api.url).origin);

    const html = Buffer.from(
      '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>',
    );
    const refused = await uploadFile(api, as(), { bytes: html, contentType: 'image/svg+xml', filename: 'page.svg' });
    expect(refused.completed?.status).toBe(422);
    expect(refused.completed?.body.code).toBe('type_mismatch');
  });

  it('refuses undeclared types, oversized files and theme assets without the theme scope', async () => {
    const bad = await create({
      filename: 'x.exe',
      content_type: 'application/x-msdownload',
      size: 10,
      checksum_sha256: sha256Base64(Buffer.from('x')),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'content_type', code: 'unsupported_type' })]);
    const huge = await create({
      filename: 'x.png',
      content_type: 'image/png',
      size: 20 * 1024 * 1024 + 1,
      checksum_sha256: sha256Base64(Buffer.from('x')),
    });
    expect(huge.body.errors).toEqual([expect.objectContaining({ field: 'size', code: 'too_large' })]);
    const css = await create({
      filename: 'site.css',
      content_type: 'text/css',
      size: 10,
      checksum_sha256: sha256Base64(Buffer.from('x')),
    });
    expect(css.body.errors).toEqual([expect.objectContaining({ field: 'content_type' })]);

    const contentOnly = await api.siteToken(owner, ['write_content']);
    const asset = await create(
      {
        filename: 'site.css',
        content_type: 'text/css',
        size: 10,
        checksum_sha256: sha256Base64(Buffer.from('x')),
        purpose: 'theme_asset',
      },
      { token: contentOnly, site: owner.site.id },
    );
    expect(asset.status).toBe(403);
    expect(asset.headers.get('x-accepted-oauth-scopes')).toContain('write_themes');
    const themesOnly = await api.siteToken(owner, ['write_themes']);
    const themed = await uploadFile(
      api,
      { token: themesOnly, site: owner.site.id },
      {
        bytes: Buffer.from('body { margin: 0 }'),
        contentType: 'text/css',
        filename: 'site.css',
        purpose: 'theme_asset',
      },
    );
    expect(themed.completed?.status).toBe(200);
    // A theme-only token sees theme assets among the uploads, and no site media.
    const seen = await api.request('GET', '/uploads?per_page=100', { token: themesOnly, site: owner.site.id });
    expect(seen.body.map((upload: { purpose: string }) => upload.purpose)).toEqual(['theme_asset']);
  });

  it('refuses an expired upload at complete and forgets it', async () => {
    const png = pngOf(1, 1);
    const { created } = await uploadFile(api, as(), { bytes: png, contentType: 'image/png', complete: false });
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: uploadKey(owner.site.id, created.body.id),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00Z' },
      }),
    );
    const res = await api.request('POST', `/uploads/${created.body.id}/complete`, as());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('upload_expired');
    expect(
      (
        await db.send(
          new GetCommand({
            TableName: TABLE_NAME,
            Key: uploadKey(owner.site.id, created.body.id),
            ConsistentRead: true,
          }),
        )
      ).Item,
    ).toBeUndefined();
    expect(
      (
        await objectAt(
          `${process.env.AWS_ENDPOINT_URL_S3}/${process.env.MEDIA_BUCKET}/${created.body.upload.fields.key}`,
        )
      ).status,
    ).toBe(404);
  });

  it('deletes an unused upload with its object, and hides uploads from other sites', async () => {
    const storageBefore = (await api.request('GET', '/site', as())).body.storage_bytes as number;
    const { created, completed } = await uploadFile(api, as(), { bytes: pngOf(5, 5), contentType: 'image/png' });
    expect((await api.request('GET', '/site', as())).body.storage_bytes).toBe(storageBefore + completed?.body.size);
    const other = await api.owner();
    expect(
      (await api.request('GET', `/uploads/${created.body.id}`, { token: other.token, site: other.site.id })).status,
    ).toBe(404);
    expect(
      (await api.request('DELETE', `/uploads/${created.body.id}`, { token: other.token, site: other.site.id })).status,
    ).toBe(404);
    let status = 0;
    const counted = await countBoth(async () => {
      ({ status } = await api.request('DELETE', `/uploads/${created.body.id}`, as()));
    });
    expect(status).toBe(204);
    expect(counted).toEqual({ dynamo: 3, s3: 1 });
    expect((await objectAt(completed?.body.file.url)).status).toBe(404);
    expect((await api.request('GET', `/uploads/${created.body.id}`, as())).status).toBe(404);
    expect((await api.request('GET', '/site', as())).body.storage_bytes).toBe(storageBefore);
  });

  it("stores an upload as a page's og_image, refuses others' and unfinished ones, and keeps a used upload from deletion", async () => {
    const png = pngOf(1200, 630);
    const { created: first, completed } = await uploadFile(api, as(), {
      bytes: png,
      contentType: 'image/png',
      filename: 'share.png',
    });
    const file = completed?.body.file;
    const page = await api.request('POST', '/pages', {
      ...as(),
      body: { title: 'Launch', og_image: { upload_id: first.body.id } },
    });
    expect(page.status, page.text).toBe(201);
    expect(page.body.og_image).toEqual(file);
    const read = await api.request('GET', `/pages/${page.body.id}`, as());
    for (const field of [
      'filename',
      'url',
      'content_type',
      'permanent_url',
      'permanent_relative_url',
      'permanent_backend_url',
      'version',
      'checksum',
      'size',
      'width',
      'height',
    ]) {
      expect(read.body.og_image, field).toHaveProperty(field);
    }
    expect(read.body.og_image).toMatchObject({
      width: 1200,
      height: 630,
      size: png.length,
      filename: 'share.png',
      upload_id: first.body.id,
    });

    // Used: deleting the upload is refused, naming where it is used.
    const refused = await api.request('DELETE', `/uploads/${first.body.id}`, as());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'upload_in_use',
      details: { used_by: [{ type: 'page', id: page.body.id, field: 'og_image' }] },
    });
    expect((await objectAt(file.url)).status).toBe(200);

    // Another site's upload, and one not completed, are refused naming the field; nothing changes.
    const other = await api.owner();
    const foreign = await uploadFile(
      api,
      { token: other.token, site: other.site.id },
      { bytes: pngOf(3, 3), contentType: 'image/png' },
    );
    const pending = await uploadFile(api, as(), { bytes: pngOf(4, 4), contentType: 'image/png', complete: false });
    for (const uploadId of [foreign.created.body.id, pending.created.body.id]) {
      const res = await api.request('PATCH', `/pages/${page.body.id}`, {
        ...as(),
        body: { og_image: { upload_id: uploadId } },
        headers: { 'if-match': read.headers.get('etag') as string },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          field: 'og_image',
          code: uploadId === pending.created.body.id ? 'upload_not_ready' : 'unknown_upload',
        }),
      ]);
    }
    expect((await api.request('GET', `/pages/${page.body.id}`, as())).body.og_image).toEqual(file);

    // The og_image sent back as it was shown stays that upload's file: a property of the client's
    // own is kept, while the file's facts (its object key above all) are never taken from the body.
    const sentBack = await api.request('PATCH', `/pages/${page.body.id}`, {
      ...as(),
      headers: { 'if-match': read.headers.get('etag') as string },
      body: {
        og_image: {
          ...read.body.og_image,
          alt: 'Launch day',
          key: `sites/${'0'.repeat(24)}/private.png`,
          size: 1,
          private: 'true',
        },
      },
    });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect(sentBack.body.og_image).toEqual({ ...file, alt: 'Launch day' });
    expect((await api.request('DELETE', `/uploads/${first.body.id}`, as())).status).toBe(409);

    // The batch's set takes an upload on /og_image; the old upload is free again, the new one used.
    const { created: second } = await uploadFile(api, as(), {
      bytes: pngOf(600, 315),
      contentType: 'image/png',
      filename: 'square.png',
    });
    const batch = await api.request('POST', `/pages/${page.body.id}/batch`, {
      ...as(),
      headers: { 'if-match': sentBack.headers.get('etag') as string },
      body: {
        operations: [
          { op: 'set', path: '/og_image', value: { upload_id: second.body.id } },
          { op: 'set', path: '/og_image/alt', value: 'A square' },
        ],
      },
    });
    expect(batch.status, batch.text).toBe(200);
    const after = await api.request('GET', `/pages/${page.body.id}`, as());
    expect(after.body.og_image).toMatchObject({ upload_id: second.body.id, width: 600, height: 315, alt: 'A square' });
    expect((await api.request('DELETE', `/uploads/${first.body.id}`, as())).status).toBe(204);
    expect((await objectAt(file.url)).status).toBe(404);
    expect((await api.request('DELETE', `/uploads/${second.body.id}`, as())).status).toBe(409);

    // Deleting the page releases its upload.
    expect(
      (
        await api.request('DELETE', `/pages/${page.body.id}`, {
          ...as(),
          headers: { 'if-match': after.headers.get('etag') as string },
        })
      ).status,
    ).toBe(204);
    expect((await api.request('DELETE', `/uploads/${second.body.id}`, as())).status).toBe(204);
  });

  it('stores uploads in articles, product images and entry file fields, and frees them when a cascade deletes their users', async () => {
    const a = (await uploadFile(api, as(), { bytes: pngOf(800, 400), contentType: 'image/png', filename: 'a.png' }))
      .completed?.body;
    const b = (await uploadFile(api, as(), { bytes: pngOf(200, 200), contentType: 'image/png', filename: 'b.png' }))
      .completed?.body;
    const blog = await api.request('POST', '/blogs', { ...as(), body: { name: 'News' } });
    const article = await api.request('POST', `/blogs/${blog.body.id}/articles`, {
      ...as(),
      body: {
        title: 'Hello',
        header: { upload_id: a.id },
        thumbnail: { upload_id: a.id },
        og_image: { upload_id: b.id },
      },
    });
    expect(article.status, article.text).toBe(201);
    expect(article.body).toMatchObject({ header: a.file, thumbnail: a.file, og_image: b.file });
    const product = await api.request('POST', '/products', {
      ...as(),
      body: { name: 'Poster', images: [{ upload_id: b.id }, { upload_id: a.id }] },
    });
    expect(product.status, product.text).toBe(201);
    expect(product.body.images).toEqual([b.file, a.file]);
    const reordered = await api.request('PUT', `/products/${product.body.id}`, {
      ...as(),
      body: { images: [{ upload_id: a.id }] },
    });
    expect(reordered.body.images).toEqual([a.file]);
    const channel = await api.request('POST', '/channels', {
      ...as(),
      body: {
        name: 'Gallery',
        customizations: [
          { name: 'title', type: 'string' },
          { name: 'photo', type: 'file' },
        ],
      },
    });
    const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as(),
      body: { fields: { title: 'One', photo: { upload_id: a.id } } },
    });
    expect(entry.status, entry.text).toBe(201);
    expect(entry.body.fields.photo).toEqual(a.file);
    // A stored file object is the server's to write: one typed in (naming another object) is refused.
    const forged = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as(),
      body: { fields: { title: 'Two', photo: { ...a.file, key: `sites/${'0'.repeat(24)}/secret.png` } } },
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual([expect.objectContaining({ field: 'fields.photo', code: 'invalid' })]);
    expect(
      (await api.request('GET', `/channels/${channel.body.id}/entries/${entry.body.id}`, as())).body.fields.photo,
    ).toEqual(a.file);

    const inUse = await api.request('DELETE', `/uploads/${a.id}`, as());
    expect(inUse.status).toBe(409);
    expect(inUse.body.details.used_by).toEqual(
      expect.arrayContaining([
        { type: 'article', id: article.body.id, field: 'header' },
        { type: 'article', id: article.body.id, field: 'thumbnail' },
        { type: 'product', id: product.body.id, field: 'images' },
        { type: 'entry', id: entry.body.id, field: 'fields.photo' },
      ]),
    );
    // The blog and the channel go with their articles and entries (cascades), the product on its own.
    expect((await api.request('DELETE', `/blogs/${blog.body.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/channels/${channel.body.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/uploads/${a.id}`, as())).body.details.used_by).toEqual([
      { type: 'product', id: product.body.id, field: 'images' },
    ]);
    expect((await api.request('DELETE', `/products/${product.body.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/uploads/${a.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/uploads/${b.id}`, as())).status).toBe(204);
  });

  it("shows a sensitive channel's files through short-lived signed GETs only, the same URL on repeated reads", async () => {
    const png = pngOf(10, 10);
    const upload = (await uploadFile(api, as(), { bytes: png, contentType: 'image/png', filename: 'id-card.png' }))
      .completed?.body;
    const channel = await api.request('POST', '/channels', {
      ...as(),
      body: {
        name: 'Applicants',
        sensitive: true,
        customizations: [
          { name: 'name', type: 'string' },
          { name: 'document', type: 'file' },
        ],
      },
    });
    expect(channel.status, channel.text).toBe(201);
    const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as(),
      body: { fields: { name: 'Ada', document: { upload_id: upload.id } } },
    });
    expect(entry.status, entry.text).toBe(201);
    const shown = entry.body.fields.document;
    expect(shown.url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    expect(shown.url).toContain('X-Amz-Expires=900');
    expect(shown.permanent_url).toBe(`${api.url}/uploads/${upload.id}`);
    // The unsigned media address appears nowhere (locally the signed GET goes to the same host, signed).
    expect(JSON.stringify(entry.body)).not.toContain(`"${upload.file.permanent_url}"`);
    const again = await api.request('GET', `/channels/${channel.body.id}/entries/${entry.body.id}`, as());
    expect(again.body.fields.document.url).toBe(shown.url);
    const listed = await api.request('GET', `/channels/${channel.body.id}/entries`, as());
    expect(listed.body[0].fields.document.url).toBe(shown.url);
    const served = await objectAt(shown.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(png)).toBe(true);
  });
});

describe('media through the CLI', () => {
  const cli = (args: string[]) =>
    runCli(args, {
      cwd: work,
      env: cliEnv(api.url, owner, work),
    });
  const request = (method: string, path: string, body?: unknown) => api.request(method, path, { ...as(), body });
  const writesDuring = async (fn: () => Promise<unknown>) => {
    const before = api.requestLog.length;
    await fn();
    return api.requestLog
      .slice(before)
      .filter((entry) => entry.method !== 'GET')
      .map((entry) => `${entry.method} ${entry.path.replace(/[0-9a-f]{24}/g, '<id>')}`);
  };
  const hex = (bytes: Buffer) => Buffer.from(sha256Base64(bytes), 'base64').toString('hex');

  /** A 2 MB PNG: a real header (the API sniffs it) and 2 MB of varied bytes after it. */
  const bigPng = () => {
    const bytes = Buffer.alloc(2 * 1024 * 1024);
    pngOf(1920, 1080).copy(bytes);
    for (let i = 67; i < bytes.length; i += 1) bytes[i] = (i * 2654435761) >>> 24;
    return bytes;
  };

  it('uploads a file and prints its file object', async () => {
    await writeFile(join(work, 'logo.png'), pngOf(64, 32));
    const run = await cli(['upload', join(work, 'logo.png')]);
    expect(run.code, run.stderr).toBe(0);
    const file = JSON.parse(run.stdout);
    expect(file).toMatchObject({
      filename: 'logo.png',
      content_type: 'image/png',
      width: 64,
      height: 32,
      checksum: hex(pngOf(64, 32)),
    });
    expect((await request('GET', `/uploads/${file.upload_id}`)).body.status).toBe('ready');
  }, 60_000);

  it('pushes a 2 MB theme asset to the media storage and pulls it back byte for byte; a base64 asset moves there when next pushed, an unchanged one stays', async () => {
    const theme = (await request('POST', '/themes', { name: unique('Theme ') })).body as { id: string; short: string };
    // Already stored: a base64 asset (moves to the media storage with its new bytes) and an asset
    // in the media storage whose bytes the directory holds unchanged (nothing is sent for it).
    expect(
      (
        await request('POST', `/themes/${theme.id}/assets`, {
          name: 'icons/old.png',
          content: PNG_1x1.toString('base64'),
        })
      ).status,
    ).toBe(201);
    const kept = pngOf(48, 48);
    const keptUpload = (
      await uploadFile(api, as(), {
        bytes: kept,
        contentType: 'image/png',
        filename: 'kept.png',
        purpose: 'theme_asset',
      })
    ).created.body.id;
    expect(
      (await request('POST', `/themes/${theme.id}/assets`, { name: 'icons/kept.png', upload_id: keptUpload })).status,
    ).toBe(201);
    const dir = join(work, unique('push-'));
    await mkdir(join(dir, 'assets/images'), { recursive: true });
    await mkdir(join(dir, 'assets/icons'), { recursive: true });
    const big = bigPng();
    await writeFile(join(dir, 'assets/images/hero.png'), big);
    await writeFile(join(dir, 'assets/icons/old.png'), pngOf(16, 16));
    await writeFile(join(dir, 'assets/icons/kept.png'), kept);
    await writeFile(join(dir, 'assets/site.css'), 'body { margin: 0 }');

    const writes = await writesDuring(async () => {
      const push = await cli(['theme', 'push', theme.short, dir]);
      expect(push.code, push.stderr).toBe(0);
      expect(push.stdout).toContain('2 created, 1 updated, 0 deleted, 1 unchanged');
    });
    // The changed binary assets went as uploads (create, complete, then the asset naming it); the CSS as code; the unchanged one not at all.
    expect(writes.filter((w) => w === 'POST /uploads')).toHaveLength(2);
    expect(writes.filter((w) => w === 'POST /uploads/<id>/complete')).toHaveLength(2);
    expect(writes.filter((w) => /^POST \/themes\/[^/]+\/assets$/.test(w))).toHaveLength(3);
    const bundle = (await request('GET', `/themes/${theme.id}`)).body;
    const hero = bundle.assets.find((asset: { name: string }) => asset.name === 'images/hero.png');
    expect(hero).toMatchObject({ binary: true, size: big.length, content_type: 'image/png', checksum: hex(big) });
    expect(hero.file).toMatchObject({ size: big.length, width: 1920, height: 1080 });
    expect(hero.public_url).toBe(hero.file.url);
    const old = bundle.assets.find((asset: { name: string }) => asset.name === 'icons/old.png');
    expect(old.file).toMatchObject({ width: 16, height: 16 });
    expect(bundle.assets.find((asset: { name: string }) => asset.name === 'icons/kept.png').file.upload_id).toBe(
      keptUpload,
    );

    const back = join(work, unique('pull-'));
    const pull = await cli(['theme', 'pull', theme.short, back]);
    expect(pull.code, pull.stderr).toBe(0);
    expect((await readFile(join(back, 'assets/images/hero.png'))).equals(big)).toBe(true);
    expect((await readFile(join(back, 'assets/icons/old.png'))).equals(pngOf(16, 16))).toBe(true);
    expect((await readFile(join(back, 'assets/icons/kept.png'))).equals(kept)).toBe(true);
    expect(await readFile(join(back, 'assets/site.css'), 'utf8')).toBe('body { margin: 0 }');

    // The asset's upload is in use by the theme.
    const inUse = await request('DELETE', `/uploads/${hero.file.upload_id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.details.used_by).toEqual([{ type: 'theme', id: theme.id, field: 'assets/images/hero.png' }]);
  }, 120_000);
});
