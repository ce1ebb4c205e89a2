import { describe, expect, it } from 'vitest';
import type { TablesData } from '../../src/shared/ui/pages/tables-page.js';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, 'g')) ?? []).length;

/** What a season's metaInformation names beside its main legend, shown where it belongs, on the embedded league. */
describe.each(['kings', 'queens'] as const)('secondary legend and partners (%s)', (context) => {
  const site = sharedEmbeddedSite({ WEB_CONTEXT: context });
  const get = async (url: string) => {
    const res = await site.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it("marks the secondary legend's places in the table and keys them under it", async () => {
    const body = await get('/en/espana/tables');
    const { view } = pageData(body).state.data as TablesData;
    const marked = view!.groups[0]!.rows.filter((r) => r.secondary !== null).length;
    const html = main(body);
    if (context === 'kings') {
      // Spain's Kings League marks the places that go to the next King of Kings.
      expect(marked).toBeGreaterThan(0);
      expect(count(html, /<td class="pos sticky"[^>]*>\d+<span class="second-mark"/)).toBe(marked);
      expect(html).toMatch(/<li><span class="second-mark"[^>]*><\/span>King of Kings<\/li>/);
      expect(html).toMatch(/\(<!-- -->Play-off quarter-final(, seeded)?; King of Kings<!-- -->\)/);
    } else {
      expect(marked).toBe(0);
      expect(html).not.toContain('second-mark');
    }
  });

  it('credits the season partners under the tables', async () => {
    const html = main(await get('/en/espana/tables'));
    expect(html).toContain('<h2 id="season-partners" class="section-title">Season partners</h2>');
    expect(html).toContain(
      '<li><bdi dir="auto">Kings Stats Lab</bdi><span class="muted"> · <!-- -->Statistics</span></li>',
    );
  });

  it.each(['/en/espana/stats', '/en/espana/stats/goals', '/en/espana/stats/teams/shots', '/es/espana/estadisticas'])(
    '%s credits the statistics partner',
    async (url) => {
      const html = main(await get(url));
      const label = url.startsWith('/es') ? 'Socio de estadísticas' : 'Statistics partner';
      expect(html).toContain(
        `<p class="partner-line muted">${label}<!-- -->: <bdi dir="auto">Kings Stats Lab</bdi></p>`,
      );
    },
  );

  it('names no partner where the season has none', async () => {
    const url = context === 'kings' ? '/en/italia/stats' : '/en/americas/stats';
    expect(main(await get(url))).not.toContain('partner-line');
    expect(main(await get(url.replace('stats', 'tables')))).not.toContain('season-partners');
  });
});
