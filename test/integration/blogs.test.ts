import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await api.owner();
  other = await api.owner();
});

const call = (method: string, path: string, body?: unknown, who = owner) =>
  api.request(method, path, { token: who.token, site: who.site.id, body });

const RFC3339_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

const createBlog = async (body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/blogs', { name: 'News', slug: unique('news-'), ...body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const createArticle = async (blogId: string, body: Record<string, unknown>) => {
  const res = await call('POST', `/blogs/${blogId}/articles`, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
};

describe('blogs', () => {
  it('creates a blog with a slug from its name, and reads it by id and by slug', async () => {
    const name = `Company ${unique('News ')}`;
    const res = await call('POST', '/blogs', {
      name,
      description: 'What happens',
      seo_title: 'News',
      header: { image: 'x.png' },
    });
    expect(res.status, res.text).toBe(201);
    const blog = res.body;
    expect(blog).toMatchObject({
      name,
      description: 'What happens',
      seo_title: 'News',
      header: { image: 'x.png' },
      customizations: [],
    });
    expect(blog.slug).toBe(name.toLowerCase().replace(/[^a-z0-9_]+/g, '-'));
    expect(blog.fullpath).toBe(blog.slug);
    expect(blog.url).toBe(`${api.url}/blogs/${blog.id}`);
    expect(res.headers.get('location')).toBe(blog.url);
    expect(blog.public_url).toMatch(new RegExp(`^https://${owner.site.subdomain}\\..+/${blog.slug}$`));
    expect(blog.created_at).toMatch(RFC3339_UTC);
    expect(blog).not.toHaveProperty('version');
    expect((await call('GET', `/blogs/${blog.id}`)).body).toEqual(blog);
    expect((await call('GET', `/blogs/${blog.slug}`)).body).toEqual(blog);
  });

  it("answers 409 when a blog or a page already has the path, and keeps pages off a blog's path", async () => {
    const blog = await createBlog();
    const dup = await call('POST', '/blogs', { name: 'Again', slug: blog.slug });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('slug_taken');
    const page = await call('POST', '/pages', { title: 'Page', slug: blog.slug });
    expect(page.status).toBe(409);
    expect((await call('GET', `/pages/${blog.slug}`)).status).toBe(404);
    const pageFirst = await call('POST', '/pages', { title: 'P', slug: unique('p-') });
    expect((await call('POST', '/blogs', { name: 'B', slug: pageFirst.body.slug })).status).toBe(409);
  });

  it('updates only the given fields with PUT, moving the slug', async () => {
    const blog = await createBlog({ description: 'Keep me' });
    const slug = unique('renamed-');
    const res = await call('PUT', `/blogs/${blog.slug}`, { name: 'Renamed', slug });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: blog.id, name: 'Renamed', slug, fullpath: slug, description: 'Keep me' });
    expect(res.body.updated_at).toMatch(RFC3339_UTC);
    expect((await call('GET', `/blogs/${slug}`)).body.name).toBe('Renamed');
    expect((await call('GET', `/blogs/${blog.slug}`)).status).toBe(404);
    // The old path is free again.
    expect((await call('POST', '/blogs', { name: 'Reuse', slug: blog.slug })).status).toBe(201);
  });

  it('answers 409 for a PUT onto a taken slug and 422 for fields a blog update does not take', async () => {
    const a = await createBlog();
    const b = await createBlog();
    const taken = await call('PUT', `/blogs/${b.id}`, { slug: a.slug });
    expect(taken.status).toBe(409);
    const unknown = await call('PUT', `/blogs/${b.id}`, { header: {} });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].code).toBe('unknown_field');
    const badSlug = await call('PUT', `/blogs/${b.id}`, { slug: 'Not A Slug' });
    expect(badSlug.status).toBe(422);
  });

  it("lists the site's blogs only", async () => {
    const blog = await createBlog();
    const mine = await call('GET', '/blogs?per_page=100');
    expect(mine.status).toBe(200);
    expect(mine.body.map((b: { id: string }) => b.id)).toContain(blog.id);
    const theirs = await call('GET', '/blogs?per_page=100', undefined, other);
    expect(theirs.body.map((b: { id: string }) => b.id)).not.toContain(blog.id);
    expect((await call('GET', `/blogs/${blog.id}`, undefined, other)).status).toBe(404);
  });

  it('deletes a blog with its articles', async () => {
    const blog = await createBlog();
    const article = await createArticle(blog.id, { title: 'Doomed' });
    expect((await call('DELETE', `/blogs/${blog.slug}`)).status).toBe(204);
    expect((await call('GET', `/blogs/${blog.id}`)).status).toBe(404);
    expect((await call('GET', `/blogs/${blog.id}/articles/${article.id}`)).status).toBe(404);
    expect((await call('DELETE', `/blogs/${blog.id}`)).status).toBe(404);
    // Its path is free again.
    expect((await call('POST', '/blogs', { name: 'New', slug: blog.slug })).status).toBe(201);
  });

  it('reads a blog by id or slug, and lists blogs, in one request besides authentication', async () => {
    const blog = await createBlog();
    expect(await api.countRequests(() => call('GET', `/blogs/${blog.id}`))).toBeLessThanOrEqual(2);
    expect(await api.countRequests(() => call('GET', `/blogs/${blog.slug}`))).toBeLessThanOrEqual(2);
    expect(await api.countRequests(() => call('GET', '/blogs'))).toBeLessThanOrEqual(2);
  });

  it('answers 403 to writes with a read_content token and 401 without a token', async () => {
    const tokenRes = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: unique('ro'), scopes: ['read_content'], site_id: owner.site.id },
    });
    const token = tokenRes.body.token as string;
    expect((await api.request('GET', '/blogs', { token })).status).toBe(200);
    expect((await api.request('POST', '/blogs', { token, body: { name: 'x' } })).status).toBe(403);
    expect((await api.request('GET', '/blogs')).status).toBe(401);
  });
});

describe('articles', () => {
  it('creates a draft with a slug from the title, slugified tags and no publish_at', async () => {
    const blog = await createBlog();
    const article = await createArticle(blog.id, {
      title: 'Hello, World!',
      tags: ['Big News', 'café', 'big news'],
      text_content: '<p>Hi</p>',
      author: 'Ann',
      mood: 'happy',
    });
    expect(article).toMatchObject({
      title: 'Hello, World!',
      slug: 'hello-world',
      status: 'draft',
      publish_at: null,
      text_content: '<p>Hi</p>',
      text_excerpt: '',
      tags: ['Big News', 'café', 'big news'],
      slugified_tags: ['big-news', 'cafe'],
      author: 'Ann',
      mood: 'happy',
      fullpath: `${blog.slug}/hello-world`,
      next_article: null,
      previous_article: null,
    });
    expect(article.url).toBe(`${api.url}/blogs/${blog.id}/articles/${article.id}`);
    expect(article.public_url).toMatch(new RegExp(`/${blog.slug}/hello-world$`));
    expect(article.created_at).toMatch(RFC3339_UTC);
    expect((await call('GET', `/blogs/${blog.slug}/articles/hello-world`)).body).toEqual(article);
  });

  it('answers 422 listing the allowed values for an unknown status, and for a publish_at that is not RFC 3339', async () => {
    const blog = await createBlog();
    const status = await call('POST', `/blogs/${blog.id}/articles`, { title: 'X', status: 'live' });
    expect(status.status).toBe(422);
    expect(status.body.errors[0]).toMatchObject({ field: 'status' });
    expect(status.body.errors[0].message).toContain('draft');
    expect(status.body.errors[0].message).toContain('published');
    const date = await call('POST', `/blogs/${blog.id}/articles`, { title: 'X', publish_at: '2024-05-01 10:00' });
    expect(date.status).toBe(422);
    expect(date.body.errors[0].field).toBe('publish_at');
    const article = await createArticle(blog.id, { title: 'Y' });
    const put = await call('PUT', `/blogs/${blog.id}/articles/${article.id}`, { status: 'archived' });
    expect(put.status).toBe(422);
    expect(put.body.errors[0].message).toMatch(/draft, published/);
  });

  it('stores publish_at in UTC and stamps publishing without one', async () => {
    const blog = await createBlog();
    const dated = await createArticle(blog.id, {
      title: 'Dated',
      status: 'published',
      publish_at: '2024-05-01T12:00:00+02:00',
    });
    expect(dated.publish_at).toBe('2024-05-01T10:00:00Z');
    const draft = await createArticle(blog.id, { title: 'Draft' });
    const before = new Date(Date.now() - 2000).toISOString();
    const published = await call('PUT', `/blogs/${blog.id}/articles/${draft.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.publish_at).toMatch(RFC3339_UTC);
    expect(published.body.publish_at >= before.replace(/\.\d{3}Z$/, 'Z')).toBe(true);
  });

  it('keeps slugs unique within a blog but not across blogs', async () => {
    const a = await createBlog();
    const b = await createBlog();
    await createArticle(a.id, { title: 'Same' });
    const dup = await call('POST', `/blogs/${a.id}/articles`, { title: 'Same' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('slug_taken');
    await createArticle(b.id, { title: 'Same' });
    const other = await createArticle(a.id, { title: 'Other' });
    expect((await call('PUT', `/blogs/${a.id}/articles/${other.id}`, { slug: 'same' })).status).toBe(409);
  });

  it('updates only the given fields with PUT and moves the slug', async () => {
    const blog = await createBlog();
    const article = await createArticle(blog.id, { title: 'Old', text_content: 'body', author: 'Ann', tags: ['a'] });
    const res = await call('PUT', `/blogs/${blog.id}/articles/${article.slug}`, {
      title: 'New',
      slug: 'new',
      tags: ['Tag One'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: article.id,
      title: 'New',
      slug: 'new',
      text_content: 'body',
      author: 'Ann',
      tags: ['Tag One'],
      slugified_tags: ['tag-one'],
    });
    expect((await call('GET', `/blogs/${blog.id}/articles/new`)).body.title).toBe('New');
    expect((await call('GET', `/blogs/${blog.id}/articles/${article.slug}`)).status).toBe(404);
    const unknown = await call('PUT', `/blogs/${blog.id}/articles/new`, { author: 'Bob' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].code).toBe('unknown_field');
  });

  it('links live neighbours by publish date, skipping drafts and future articles', async () => {
    const blog = await createBlog();
    const first = await createArticle(blog.id, {
      title: 'First',
      status: 'published',
      publish_at: '2024-01-01T00:00:00Z',
    });
    const third = await createArticle(blog.id, {
      title: 'Third',
      status: 'published',
      publish_at: '2024-03-01T00:00:00Z',
    });
    const second = await createArticle(blog.id, {
      title: 'Second',
      status: 'published',
      publish_at: '2024-02-01T00:00:00Z',
    });
    await createArticle(blog.id, { title: 'Draft', status: 'draft', publish_at: '2024-02-15T00:00:00Z' });
    const future = await createArticle(blog.id, {
      title: 'Future',
      status: 'published',
      publish_at: '2999-01-01T00:00:00Z',
    });

    const middle = (await call('GET', `/blogs/${blog.id}/articles/${second.id}`)).body;
    expect(middle.previous_article).toMatchObject({ id: first.id, title: 'First', publish_at: '2024-01-01T00:00:00Z' });
    expect(middle.previous_article.url).toBe(`${api.url}/blogs/${blog.id}/articles/${first.id}`);
    expect(middle.next_article).toMatchObject({ id: third.id });
    const last = (await call('GET', `/blogs/${blog.id}/articles/${third.id}`)).body;
    expect(last.next_article).toBeNull();
    expect(last.previous_article.id).toBe(second.id);
    const earliest = (await call('GET', `/blogs/${blog.id}/articles/${first.id}`)).body;
    expect(earliest.previous_article).toBeNull();
    // A future article is not live: nobody links to it, it links back to the last live one.
    const scheduled = (await call('GET', `/blogs/${blog.id}/articles/${future.id}`)).body;
    expect(scheduled.next_article).toBeNull();
    expect(scheduled.previous_article.id).toBe(third.id);
    // Unpublishing takes an article out of the chain.
    await call('PUT', `/blogs/${blog.id}/articles/${second.id}`, { status: 'draft' });
    expect((await call('GET', `/blogs/${blog.id}/articles/${first.id}`)).body.next_article.id).toBe(third.id);
  });

  it('relinks neighbours when an article is published, moved, renamed, unpublished or deleted', async () => {
    const blog = await createBlog();
    const at = (month: number) => `2024-0${month}-01T00:00:00Z`;
    const a = await createArticle(blog.id, { title: 'A', status: 'published', publish_at: at(1) });
    const c = await createArticle(blog.id, { title: 'C', status: 'published', publish_at: at(3) });
    const b = await createArticle(blog.id, { title: 'B', publish_at: at(2) });
    expect(b).toMatchObject({ previous_article: null, next_article: null });
    const read = async (id: string) => (await call('GET', `/blogs/${blog.id}/articles/${id}`)).body;
    const chain = async (id: string) => {
      const article = await read(id);
      return [article.previous_article?.title ?? null, article.next_article?.title ?? null];
    };
    // Publishing puts B between A and C, and the response already shows it.
    const published = await call('PUT', `/blogs/${blog.id}/articles/${b.id}`, { status: 'published' });
    expect([published.body.previous_article.id, published.body.next_article.id]).toEqual([a.id, c.id]);
    expect(await chain(a.id)).toEqual([null, 'B']);
    expect(await chain(c.id)).toEqual(['B', null]);
    // A new publish_at moves it after C.
    await call('PUT', `/blogs/${blog.id}/articles/${b.id}`, { publish_at: at(4) });
    expect(await chain(a.id)).toEqual([null, 'C']);
    expect(await chain(c.id)).toEqual(['A', 'B']);
    expect(await chain(b.id)).toEqual(['C', null]);
    // A new title and slug show on both neighbours, read by slug too.
    await call('PUT', `/blogs/${blog.id}/articles/${c.id}`, { title: 'C2', slug: 'c-two' });
    expect(await chain(a.id)).toEqual([null, 'C2']);
    expect((await read(b.id)).previous_article).toMatchObject({
      id: c.id,
      slug: 'c-two',
      public_url: expect.stringMatching(/\/c-two$/),
    });
    expect((await call('GET', `/blogs/${blog.slug}/articles/${b.slug}`)).body.previous_article.title).toBe('C2');
    // Unpublishing takes C2 out; deleting A leaves B alone.
    await call('PUT', `/blogs/${blog.id}/articles/${c.id}`, { status: 'draft' });
    expect(await chain(c.id)).toEqual([null, null]);
    expect(await chain(a.id)).toEqual([null, 'B']);
    expect((await call('DELETE', `/blogs/${blog.id}/articles/${a.id}`)).status).toBe(204);
    expect(await chain(b.id)).toEqual([null, null]);
    // Publishing again into the emptied order works from its head.
    await call('PUT', `/blogs/${blog.id}/articles/${c.id}`, { status: 'published', publish_at: at(1) });
    expect(await chain(c.id)).toEqual([null, 'B']);
    expect(await chain(b.id)).toEqual(['C2', null]);
  });

  it('shows a scheduled next article only once it is live, and a scheduled article the previous it will have', async () => {
    const blog = await createBlog();
    const live = await createArticle(blog.id, {
      title: 'Live',
      status: 'published',
      publish_at: '2024-01-01T00:00:00Z',
    });
    const soon = await createArticle(blog.id, {
      title: 'Soon',
      status: 'published',
      publish_at: '2998-01-01T00:00:00Z',
    });
    const later = await createArticle(blog.id, {
      title: 'Later',
      status: 'published',
      publish_at: '2999-01-01T00:00:00Z',
    });
    expect((await call('GET', `/blogs/${blog.id}/articles/${live.id}`)).body.next_article).toBeNull();
    expect(soon).toMatchObject({ previous_article: { id: live.id }, next_article: null });
    expect(later).toMatchObject({ previous_article: { id: soon.id }, next_article: null });
  });

  it('keeps the publish order whole when articles are published at the same time', async () => {
    const blog = await createBlog();
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createArticle(blog.id, { title: `T${i}`, publish_at: `2024-0${i + 1}-01T00:00:00Z` }),
      ),
    );
    const results = await Promise.all(
      drafts.map((d) => call('PUT', `/blogs/${blog.id}/articles/${d.id}`, { status: 'published' })),
    );
    expect(results.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const shown = await Promise.all(
      drafts.map(async (d) => (await call('GET', `/blogs/${blog.id}/articles/${d.id}`)).body),
    );
    shown.forEach((article, i) => {
      expect(article.previous_article?.id ?? null).toBe(drafts[i - 1]?.id ?? null);
      expect(article.next_article?.id ?? null).toBe(drafts[i + 1]?.id ?? null);
    });
  });

  it('reads an article in one request besides authentication, and lists, creates, updates and deletes within their budgets', async () => {
    const blog = await createBlog();
    await createArticle(blog.id, { title: 'Before', status: 'published', publish_at: '2024-01-01T00:00:00Z' });
    const article = await createArticle(blog.id, {
      title: 'Counted',
      status: 'published',
      publish_at: '2024-02-01T00:00:00Z',
    });
    expect(await api.countRequests(() => call('GET', `/blogs/${blog.id}/articles/${article.id}`))).toBeLessThanOrEqual(
      2,
    );
    expect(
      await api.countRequests(() => call('GET', `/blogs/${blog.id}/articles/${article.slug}`)),
    ).toBeLessThanOrEqual(2);
    expect(await api.countRequests(() => call('GET', `/blogs/${blog.id}/articles?per_page=1`))).toBeLessThanOrEqual(2);
    expect(
      await api.countRequests(() => call('POST', `/blogs/${blog.id}/articles`, { title: 'Draft' })),
    ).toBeLessThanOrEqual(3);
    // Publishing takes one Query for the article's place in the order.
    expect(
      await api.countRequests(() => call('POST', `/blogs/${blog.id}/articles`, { title: 'Live', status: 'published' })),
    ).toBeLessThanOrEqual(4);
    expect(
      await api.countRequests(() => call('PUT', `/blogs/${blog.id}/articles/${article.id}`, { title: 'Renamed' })),
    ).toBeLessThanOrEqual(3);
    expect(
      await api.countRequests(() => call('DELETE', `/blogs/${blog.id}/articles/${article.id}`)),
    ).toBeLessThanOrEqual(3);
  });

  it("pages through a blog's articles with the blog copy left out", async () => {
    const blog = await createBlog();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createArticle(blog.id, { title: `P${i}` }));
    const seen: string[] = [];
    let path: string | undefined = `/blogs/${blog.id}/articles?per_page=2`;
    while (path) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      for (const article of res.body) {
        expect(article.fullpath).toBe(`${blog.slug}/${article.slug}`);
        seen.push(article.id);
      }
      const next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
      path = next?.slice(api.url.length);
    }
    expect(seen.sort()).toEqual(made.map((a) => a.id).sort());
    // A renamed blog shows its new slug in the list at once.
    const slug = unique('moved-');
    await call('PUT', `/blogs/${blog.id}`, { slug });
    expect((await call('GET', `/blogs/${blog.id}/articles`)).body[0].fullpath).toMatch(new RegExp(`^${slug}/`));
  });

  it("lists a blog's articles and deletes one", async () => {
    const blog = await createBlog();
    const a = await createArticle(blog.id, { title: 'A' });
    const b = await createArticle(blog.id, { title: 'B' });
    const list = await call('GET', `/blogs/${blog.slug}/articles`);
    expect(list.status).toBe(200);
    // Listed by id: creation second first, then random, so two articles of one second come in either order.
    expect(list.body.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.body.find((x: { id: string }) => x.id === a.id).fullpath).toBe(`${blog.slug}/a`);
    expect((await call('DELETE', `/blogs/${blog.id}/articles/${a.slug}`)).status).toBe(204);
    expect((await call('GET', `/blogs/${blog.id}/articles/${a.id}`)).status).toBe(404);
    expect((await call('DELETE', `/blogs/${blog.id}/articles/${a.id}`)).status).toBe(404);
    // The slug is free again.
    await createArticle(blog.id, { title: 'A' });
  });

  it("answers 404 for an unknown blog or article, and for another site's", async () => {
    const blog = await createBlog();
    const article = await createArticle(blog.id, { title: 'Mine' });
    expect((await call('POST', '/blogs/ffffffffffffffffffffffff/articles', { title: 'x' })).status).toBe(404);
    expect((await call('GET', `/blogs/${blog.id}/articles/nothing`)).status).toBe(404);
    expect((await call('GET', `/blogs/${blog.id}/articles/${article.id}`, undefined, other)).status).toBe(404);
  });

  it('answers 422 for read-only fields and non-string additional properties', async () => {
    const blog = await createBlog();
    const res = await call('POST', `/blogs/${blog.id}/articles`, { title: 'X', slugified_tags: ['x'], extra: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['extra', 'slugified_tags']);
  });
});
