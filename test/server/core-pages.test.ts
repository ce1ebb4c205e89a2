import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/shared/config/locales.js';
import { href } from '../../src/shared/routing/href.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

interface Row {
  id: number;
  hasPage: boolean;
  home: { name: string; slug: string; id: number | null };
  away: { slug: string };
}

/**
 * Every core page kind, in English and Arabic, in both leagues, rendered from the embedded
 * league's data: the status is 200 and what the page shows comes from the dataset.
 */
describe.each([
  ['kings', 'espana'],
  ['kings', 'world-cup'],
  ['queens', 'americas'],
] as const)('core pages of %s / %s on the embedded league', (context, region) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });

  async function fixtures(lang: Lang) {
    const matches = pageData((await site.app.inject({ url: href('region-matches', lang, { region }) })).body).state
      .data as { view: { matches: Row[] } };
    const match = matches.view.matches.find((m) => m.hasPage && m.home.id !== null)!;
    const teams = pageData((await site.app.inject({ url: href('region-teams', lang, { region }) })).body).state
      .data as { teams: { id: number; name: string; slug: string }[] };
    return { match, team: teams.teams[0]! };
  }

  it.each(['en', 'ar'] as const)(
    'in %s: home, region, tables, matches, match, teams, team and player show the dataset',
    async (lang) => {
      const { match, team } = await fixtures(lang);
      const get = async (path: string) => {
        const res = await site.app.inject({ url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).not.toContain('"unavailable":true');
        return res.body;
      };
      const name = (s: string) => s.replace(/&/g, '&amp;');
      expect(await get(href('index', lang, {}))).toContain('match-card');
      expect(await get(href('region', lang, { region }))).toContain(name(match.home.name));
      expect(await get(href('region-tables', lang, { region }))).toContain(name(team.name));
      expect(await get(href('region-matches', lang, { region }))).toContain(name(match.home.name));
      const matchPage = await get(
        href('region-matches-match', lang, {
          region,
          matchId: match.id,
          homeTeam: match.home.slug,
          awayTeam: match.away.slug,
        }),
      );
      expect(matchPage).toContain('"@type":"SportsEvent"');
      expect(await get(href('region-teams', lang, { region }))).toContain(name(team.name));
      const teamPage = await get(href('region-teams-team', lang, { region, team: team.id, teamName: team.slug }));
      expect(teamPage).toContain('"@type":"SportsTeam"');
      const player = /href="(\/[a-z]{2}\/[a-z-]+\/players\/\d+-[^"]+)"/.exec(teamPage)![1]!;
      expect(await get(player)).toContain('"@type":"Person"');
    },
  );
});
