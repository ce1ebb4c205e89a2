import { describe, expect, it } from 'vitest';
import { MediaMissing, type MediaSource } from '../../../src/server/data/media-source.js';
import type { ShareCard } from '../../../src/server/share/card.js';
import { loadPictures } from '../../../src/server/share/pictures.js';

const badge = (picture: string | null) => ({ picture, color: '#123456', ink: '#ffffff' as const, letters: 'PIO' });
const card: ShareCard = {
  context: 'kings',
  rtl: false,
  league: 'Kings League Spain',
  alt: 'PIO FC 1, Jijantes FC 0',
  kind: 'match',
  home: { name: 'PIO FC', size: 44, badge: badge('/media/teams/1.svg') },
  away: { name: 'Jijantes FC', size: 44, badge: badge('/media/teams/2.webp') },
  status: 'Live',
  live: true,
  score: { home: 1, away: 0 },
  shootout: null,
  when: null,
};

function source(answer: (path: string) => { type: string; body: Buffer } | Error): MediaSource {
  return {
    image: async (path) => {
      const a = answer(path);
      if (a instanceof Error) throw a;
      return a;
    },
    close: async () => {},
  };
}

describe("a share image's pictures", () => {
  it('are data addresses of the kinds the drawing paints; others are left for the letters', async () => {
    const pictures = await loadPictures(
      card,
      source((path) => ({ type: path.endsWith('.svg') ? 'image/svg+xml' : 'image/webp', body: Buffer.from('<svg/>') })),
    );
    expect([...pictures]).toEqual([
      ['/media/teams/1.svg', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ]);
  });

  it('leave out a picture the league API does not have', async () => {
    const pictures = await loadPictures(
      card,
      source(() => new MediaMissing()),
    );
    expect(pictures.size).toBe(0);
  });

  it('fail when the league API could not send one, so no picture short of its crest is kept', async () => {
    await expect(
      loadPictures(
        card,
        source(() => new Error('media: 503')),
      ),
    ).rejects.toThrow('media: 503');
  });
});
