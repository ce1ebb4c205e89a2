import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

/** Each fixture's kick-off as the form shows it: its instant and the zone's name beside the time. */
const kickOffs = (html: string) =>
  [
    ...main(html).matchAll(
      /<li class="sim-fixture"[^>]*>.*?<span class="sim-date"><time dateTime="([^"]+)">[^<]*(?:<!-- -->)?\u00a0<span class="zone-name">([^<]+)<\/span>/g,
    ),
  ].map((m) => ({ at: Date.parse(m[1]!), zone: m[2]! }));

// The team simulator is a Kings League page (blocked in the Queens League's regions): Brazil's.
describe("the team simulator's fixtures and phone switch (kings, Brazil)", () => {
  const site = sharedEmbeddedSite();
  beforeAll(async () => {
    // The embedded league simulates its seasons on first use, which on a busy machine can pass the page deadline.
    for (let i = 0; i < 5 && (await site.app.inject({ url: '/en/brazil/team-simulator' })).statusCode !== 200; i++);
  }, 60_000);

  it.each([
    ['en', 'Predictions', 'Table', 'local time'],
    ['ar', 'التوقعات', 'الجدول', null],
    ['pt', 'Palpites', 'Classificação', 'hora local da liga'],
  ])(
    'in %s: kick-offs in play order, each with its zone, and an Inputs / Table switch',
    async (lang, inputs, table, note) => {
      const res = await site.app.inject({ url: `/${lang}/brazil/team-simulator` });
      expect(res.statusCode).toBe(200);
      const times = kickOffs(res.body);
      const fixtures = main(res.body).match(/<li class="sim-fixture"/g)!.length;
      expect(times.length).toBeGreaterThan(10);
      // Postponed fixtures have no time; every other one names its zone.
      expect(times.length).toBeGreaterThanOrEqual(fixtures - 3);
      for (const t of times) expect(t.zone.trim()).not.toBe('');
      expect(times.map((t) => t.at)).toEqual([...times.map((t) => t.at)].sort((a, b) => a - b));
      const body = main(res.body);
      expect(body).toContain(`<label for="sim-show-inputs">${inputs}</label>`);
      expect(body).toContain(`<label for="sim-show-table">${table}</label>`);
      expect(body).toMatch(/<input type="radio" id="sim-show-inputs" name="sim-view" checked=""\/>/);
      expect(body.indexOf('class="sim-view-toggle"')).toBeLessThan(body.indexOf('<form class="sim-fixtures"'));
      if (note) expect(body).toContain(note);
    },
  );
});
