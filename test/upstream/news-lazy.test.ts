import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/upstream/data/load.js';
import { newsDesks } from '../../src/upstream/generate/news.js';
import { createLeague } from '../../src/upstream/league/league.js';
import { ANCHOR, NOW } from './helpers.js';

const dataset = loadDataset();
/** A league of its own, so that no other test's simulations are counted. */
const fresh = () => createLeague({ anchor: ANCHOR, dataset });
const desks = newsDesks();

describe('the news, written a source at a time', () => {
  it.each(desks.map((d) => [d.cms, d] as const))('%s: its posts play only its own league season', (_, desk) => {
    const league = fresh();
    const posts = league.news().byCms.get(desk.cms)!;
    expect(posts.map((p) => p.id)).toEqual(Array.from({ length: 40 }, (_, i) => desk.firstId + i));
    const { simulations } = league.at(NOW.getTime(), NOW.getTime()).runtime;
    const seasons = new Set(
      [...simulations.keys()].map((k) => league.model.matches.get(Number(k.split(':')[0]))!.host),
    );
    expect(simulations.size).toBeGreaterThan(0);
    expect([...seasons].map((s) => [s.competitionId, s.edition])).toEqual([
      [
        league.model.raw.competitions.find(
          (c) => c.region === desk.region.slug && c.gender === (desk.context === 'kings' ? 'male' : 'female'),
        )!.id,
        'current',
      ],
    ]);
  });

  it('are the posts of the news written whole, ids included, whatever order the sources are read in', () => {
    const whole = fresh().news().posts;
    expect(whole.map((p) => p.id)).toEqual(Array.from({ length: desks.length * 40 }, (_, i) => i + 1));
    const news = fresh().news();
    const apart = new Map([...desks].reverse().map((d) => [d.cms, news.byCms.get(d.cms)!]));
    expect(desks.flatMap((d) => apart.get(d.cms)!)).toEqual(whole);
  });

  it('finds a post by id from its source alone, and no post outside them', () => {
    const news = fresh().news();
    for (const id of [1, 40, 41, 200, desks.length * 40]) expect(news.byId.get(id)?.id).toBe(id);
    for (const id of [0, -1, desks.length * 40 + 1]) expect(news.byId.get(id)).toBeUndefined();
    expect(news.byCms.get('kings-world')).toBeUndefined();
  });
});
