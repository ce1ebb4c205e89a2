import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { rssFeed } from '../../../src/server/feed/rss.js';

const channel = {
  title: 'Noticias | Kings League Spain',
  link: 'https://s.example/es/espana/noticias',
  self: 'https://s.example/es/espana/noticias.xml',
  description: 'D',
  language: 'es-ES',
};

describe('rssFeed', () => {
  it('escapes every text and drops characters XML cannot hold, so a hostile post stays text', () => {
    const title = '</title><script>alert(1)</script> & "co" \u0001\u000e\uD800';
    const xml = rssFeed({
      ...channel,
      items: [
        {
          title,
          link: 'https://s.example/a?x=1&y=2',
          guid: 'https://s.example/a',
          description: ']]><b>x</b>',
          date: '2026-11-21T17:00:00.000Z',
        },
      ],
    });
    expect(xml).not.toMatch(/<script|<b>|[\u0001\u000e]/);
    const feed = parseFeed(xml);
    const [item] = feed.items;
    expect([item!.title, item!.url]).toEqual([
      '</title><script>alert(1)</script> & "co"',
      'https://s.example/a?x=1&y=2',
    ]);
    expect(feed.items[0]!.published!.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(xml).toContain('<lastBuildDate>Sat, 21 Nov 2026 17:00:00 GMT</lastBuildDate>');
  });

  it('is a valid empty channel when there is no news yet', () => {
    const feed = parseFeed(rssFeed({ ...channel, items: [] }));
    expect([feed.title, feed.items.length]).toEqual(['Noticias | Kings League Spain', 0]);
  });
});
