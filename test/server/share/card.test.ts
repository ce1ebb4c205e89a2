import { describe, expect, it } from 'vitest';
import { matchCard, sharePicture } from '../../../src/server/share/card.js';
import { findRegion } from '../../../src/shared/config/regions.js';
import type { MatchRow, MatchSide } from '../../../src/shared/league/matches-view.js';
import { catalog } from '../../helpers/page-state.js';

const region = findRegion('kings', 'espana')!;
const ctx = { context: 'kings', lang: 'en', t: catalog.t.en } as const;

const side = (name: string, score: number | null): MatchSide => ({
  id: 1,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  slug: name.toLowerCase(),
  placeholder: false,
  color: '#123456',
  logo: '/media/teams/1.svg',
  score,
  shootout: null,
});
const match = (status: MatchRow['status'], home: number | null, away: number | null) => ({
  date: '2026-11-22T15:00:00Z',
  status,
  home: side('PIO FC', home),
  away: side('Jijantes FC', away),
});
const version = (m: ReturnType<typeof match>) => sharePicture(matchCard(ctx, region, m)).version;

describe("a match's share image", () => {
  it('has a new version when a goal changes the score, and when the match ends', () => {
    const versions = [
      match('live', 1, 0),
      match('live', 2, 0),
      match('ended', 2, 0),
      match('scheduled', null, null),
    ].map(version);
    expect(new Set(versions).size).toBe(4);
  });

  it('keeps its version while nothing it shows changes', () => {
    expect(version(match('live', 1, 0))).toBe(version(match('live', 1, 0)));
  });

  it('shows the score once started and the kick-off before, and says both in words', () => {
    const live = matchCard(ctx, region, match('live', 1, 0));
    expect(live).toMatchObject({ kind: 'match', score: { home: 1, away: 0 }, when: null, live: true });
    expect(live.alt).toContain('PIO FC 1, Jijantes FC 0');
    const ahead = matchCard(ctx, region, match('scheduled', null, null));
    expect(ahead).toMatchObject({ kind: 'match', score: null, status: null, when: { day: expect.any(String) } });
    expect(ahead.alt).toContain('Kings League Spain');
  });
});
