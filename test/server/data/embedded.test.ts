import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataLayer, type DataLayer } from '../../../src/server/data/index.js';
import { CONTEXTS, type WebContext } from '../../../src/shared/config/contexts.js';
import { regionsFor } from '../../../src/shared/config/regions.js';
import type { EmbeddedUpstream } from '../../../src/upstream/embedded.js';
import { embeddedUpstream } from '../../helpers/embedded.js';

/** The data layer reading the embedded league API over loopback HTTP, as npm start does. */
describe.each(['kings', 'queens'] as const)('the data layer on the embedded league (%s)', (context: WebContext) => {
  let upstream: EmbeddedUpstream;
  let data: DataLayer;
  beforeAll(async () => {
    upstream = await embeddedUpstream();
    data = createDataLayer({ origin: upstream.origin, cmsUrl: null, context });
  });
  afterAll(async () => {
    await data.close();
    await upstream.close();
  });

  it.each(regionsFor(context).map((r) => [r.slug, r] as const))(
    '%s loads its competition in full: current season, teams with staff, phases',
    async (_slug, region) => {
      const competition = await data.competition.load(region);
      expect(competition.missing).toEqual([]);
      expect(competition.stale).toEqual([]);
      expect(competition.season).not.toBeNull();
      const gender = competition.season!.competition?.gender;
      expect(gender, "the current season names its competition's gender").toBeTruthy();
      expect(CONTEXTS[context].genders).toContain(gender);
      const clubs = competition.teams.filter((t) => !t.isPlaceholder);
      expect(clubs.length).toBeGreaterThanOrEqual(12);
      expect(clubs.every((t) => t.coach !== null)).toBe(true);
      const detail = await data.competition.seasonDetail(competition.season!.id, 'en');
      expect(detail.phases.length).toBeGreaterThan(0);
    },
  );

  it.each(
    regionsFor(context)
      .filter((r) => r.newsLang)
      .map((r) => [r.slug, r] as const),
  )('%s lists its news with sanitized HTML', async (_slug, region) => {
    const page = await data.news.list(region, { perPage: 3 });
    expect(page.posts.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.posts.length);
    const post = await data.news.post(region, page.posts[0]!.slug);
    const html = post.body.map((b) => (b.kind === 'html' ? b.html : '')).join('');
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
    expect(post.id).toBe(page.posts[0]!.id);
  });

  it('serves a second read of the same data from its cache', async () => {
    const region = regionsFor(context)[0]!;
    const first = await data.trace(() => data.api.seasonClusters(CONTEXTS[context].genders, region.competitionId));
    const second = await data.trace(() => data.api.seasonClusters(CONTEXTS[context].genders, region.competitionId));
    expect(first.value).toBe(second.value);
    expect(second.calls.map((c) => c.outcome)).toEqual(['hit']);
  });
});
