import { describe, expect, it, vi } from 'vitest';
import { bodyEtag } from '../../../lib/http/middleware/conditional-get.js';
import { escapeHtml, fieldText, latest, notModified } from '../../../lib/feeds/feed-rules.js';
import { renderFeed } from '../../../lib/feeds/feeds.js';

describe('feed rules', () => {
  it('escapes text for HTML and writes out field values', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry\'s</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect([fieldText('a'), fieldText(3), fieldText(false), fieldText(null), fieldText({ url: 'x' })]).toEqual([
      'a',
      '3',
      'false',
      '',
      '',
    ]);
  });
  it('takes the latest instant at second precision', () => {
    expect(latest(['2026-01-01T00:00:00Z', '2026-03-01T10:00:00.900Z', undefined, 'garbage']).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });
  it('answers 304 on a matching If-None-Match (weak or *), else on If-Modified-Since not before the change', () => {
    const etag = bodyEtag('<rss/>');
    const changed = new Date('2026-03-01T10:00:00Z');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(notModified({ 'if-none-match': etag }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': `"x", W/${etag}` }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': '"other"', 'if-modified-since': changed.toUTCString() }, etag, changed)).toBe(
      false,
    );
    expect(notModified({ 'if-modified-since': changed.toUTCString() }, etag, changed)).toBe(true);
    expect(notModified({ 'if-modified-since': new Date(changed.getTime() - 1000).toUTCString() }, etag, changed)).toBe(
      false,
    );
    expect(notModified({ 'if-modified-since': 'yesterday' }, etag, changed)).toBe(false);
    expect(notModified({}, etag, changed)).toBe(false);
  });
  it('renders the same feed byte for byte for the same contents (a stable ETag)', () => {
    const contents = {
      title: 'News',
      description: 'd',
      link: 'https://demo.example.com/news',
      updatedAt: '2026-01-01T00:00:00Z',
      items: [
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          title: 'A &amp; B',
          description: '',
          link: 'https://demo.example.com/news/a',
          date: '2026-01-01T00:00:00Z',
        },
      ],
    };
    const at = new Date('2026-01-01T00:00:00Z');
    // Rendered at two wall-clock times a day apart: nothing of the clock gets into the body.
    const renderedAt = (now: string) => {
      vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
      try {
        return [
          renderFeed(contents, 'https://api.example.com/channels/x/feed.rss', 'rss', at),
          renderFeed(contents, 'https://api.example.com/channels/x/feed.atom', 'atom', at),
        ];
      } finally {
        vi.useRealTimers();
      }
    };
    expect(renderedAt('2026-05-01T10:00:00Z')).toEqual(renderedAt('2026-05-02T11:30:00Z'));
    expect(renderFeed(contents, 'https://api.example.com/channels/x/feed.atom', 'atom', at)).toContain(
      '<id>urn:site-api:aaaaaaaaaaaaaaaaaaaaaaaa</id>',
    );
  });
});
