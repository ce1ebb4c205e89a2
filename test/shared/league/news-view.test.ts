import { describe, expect, it } from 'vitest';
import type { NewsSummary } from '../../../src/shared/league/news-post.js';
import { newsCard, newsFeedHref, newsListHref, pager, shareLinks } from '../../../src/shared/league/news-view.js';

const post: NewsSummary = {
  id: 7,
  slug: 'تقديم-الجولة',
  date: '2026-11-21T17:00:00.000Z',
  modified: null,
  title: 'T',
  excerpt: 'E',
  categories: [81],
  image: null,
  externalUrl: null,
};

describe('news addresses', () => {
  it.each([
    ['es', 'espana', 1, '/es/espana/noticias'],
    ['es', 'espana', 3, '/es/espana/noticias?page=3'],
    ['ar', 'mena', 2, '/ar/mena/news?page=2'],
    ['de', 'germany', 1, '/de/germany/nachrichten'],
  ] as const)('the %s list of %s, page %i: %s', (lang, region, page, path) => {
    expect(newsListHref(lang, region, page)).toBe(path);
  });

  it('puts the feed one level above the posts, where no slug can be', () => {
    expect(newsFeedHref('fr', 'france')).toBe('/fr/france/actualites.xml');
  });

  it('links a post to its page, its slug encoded, or an external post to its outside address', () => {
    expect(newsCard(post, 'ar', 'mena').href).toBe(`/ar/mena/news/${encodeURIComponent('تقديم-الجولة')}`);
    expect(newsCard({ ...post, externalUrl: 'https://elsewhere.example/a' }, 'ar', 'mena')).toMatchObject({
      href: 'https://elsewhere.example/a',
      external: true,
    });
  });
});

describe('pager', () => {
  const pages = (page: number, total: number) =>
    pager(page, total, 'es', 'espana').items.map((i) => (i ? i.page : '…'));
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, '…', 5]],
    [3, 9, [1, 2, 3, 4, '…', 9]],
    [2, 4, [1, 2, 3, 4]],
    [5, 9, [1, '…', 4, 5, 6, '…', 9]],
    [9, 9, [1, '…', 8, 9]],
  ])('page %i of %i shows %j', (page, total, shown) => {
    expect(pages(page, total)).toEqual(shown);
  });

  it('links the previous and next pages, the first without a query', () => {
    expect(pager(2, 3, 'es', 'espana')).toMatchObject({
      prev: '/es/espana/noticias',
      next: '/es/espana/noticias?page=3',
    });
    expect(pager(1, 1, 'es', 'espana')).toMatchObject({ prev: null, next: null });
  });
});

describe('share links', () => {
  it("are plain addresses of each network with the article's address and title encoded", () => {
    expect(shareLinks('https://kingsleague.pro/es/espana/noticias/a?b=1', 'Arché & co')).toEqual([
      {
        network: 'x',
        href: 'https://x.com/intent/post?url=https%3A%2F%2Fkingsleague.pro%2Fes%2Fespana%2Fnoticias%2Fa%3Fb%3D1&text=Arch%C3%A9%20%26%20co',
      },
      {
        network: 'facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkingsleague.pro%2Fes%2Fespana%2Fnoticias%2Fa%3Fb%3D1',
      },
      {
        network: 'whatsapp',
        href: 'https://wa.me/?text=Arch%C3%A9%20%26%20co%20https%3A%2F%2Fkingsleague.pro%2Fes%2Fespana%2Fnoticias%2Fa%3Fb%3D1',
      },
      {
        network: 'telegram',
        href: 'https://t.me/share/url?url=https%3A%2F%2Fkingsleague.pro%2Fes%2Fespana%2Fnoticias%2Fa%3Fb%3D1&text=Arch%C3%A9%20%26%20co',
      },
    ]);
  });
});
