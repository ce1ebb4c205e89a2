import { describe, expect, it } from 'vitest';
import { dayIn } from '../../src/shared/i18n/dates.js';
import type { MatchDays } from '../../src/shared/league/match-days.js';
import type { MatchesView } from '../../src/shared/league/matches-view.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

type Matches = { view: MatchesView; days: MatchDays; date: string | null };

describe.each([
  ['kings', '/en/espana/matches'],
  ['queens', '/es/espana/partidos'],
  ['queens', '/ar/americas/matches'],
] as const)('the %s matches page %s asked by date', (context, path) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });
  const zone = path.includes('americas') ? 'America/Mexico_City' : 'Europe/Madrid';

  async function page(query = '') {
    const res = await site.app.inject({ url: path + query });
    expect(res.statusCode).toBe(200);
    return { body: res.body, data: pageData(res.body).state.data as Matches };
  }

  it('opens the matchday playing that day, in the league’s zone, and fills the field with it', async () => {
    const { days } = (await page()).data;
    const turn = days.turns[1]!;
    const day = turn.days[turn.days.length - 1]!;
    const { body, data } = await page(`?date=${day}`);
    expect(data.view.turnId).toBe(turn.id);
    expect(data.view.matches.some((m) => dayIn(m.date!, zone) === day)).toBe(true);
    const field = /<input type="date"[^>]*>/.exec(body)![0];
    for (const attribute of [`min="${days.first}"`, `max="${days.last}"`, `value="${day}"`, 'name="date"'])
      expect(field).toContain(attribute);
    expect(body).toContain(`<option value="${day}" label="`);
  });

  it('opens the first matchday for a day before the season and the last for one after it', async () => {
    const { days } = (await page()).data;
    const byFirst = days.turns.find((t) => t.days.includes(days.first))!;
    const byLast = days.turns.findLast((t) => t.days.includes(days.last))!;
    expect((await page('?date=2000-01-01')).data.view.turnId).toBe(byFirst.id);
    expect((await page('?date=2099-12-31')).data.view.turnId).toBe(byLast.id);
  });

  it.each(['2025-02-30', 'garbage', '2026-1-1', '%E0%A4%A'])('shows the current matchday for ?date=%s', async (bad) => {
    const current = (await page()).data.view.turnId;
    const { data } = await page(`?date=${bad}`);
    expect(data.view.turnId).toBe(current);
    expect(data.date).toBeNull();
  });

  it('is left out of search engines, its canonical the matches page', async () => {
    const { body } = await page('?date=2000-01-01');
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}">`));
    expect((await page()).body).not.toContain('noindex');
  });
});
