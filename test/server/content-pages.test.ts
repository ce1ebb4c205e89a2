import { beforeAll, describe, expect, it } from 'vitest';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The editorial pages over HTTP on the embedded league and its CMS (issue: content pages). */
const kings = sharedEmbeddedSite();
const queens = sharedEmbeddedSite({ WEB_CONTEXT: 'queens' });

beforeAll(async () => {}, 60_000);

const get = async (app: typeof kings, url: string) => {
  const res = await app.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('FAQs', () => {
  it('groups the questions by topic, each a disclosure with its own anchor, in English and Spanish', async () => {
    const en = await get(kings, '/en/espana/faqs');
    expect(en).toContain('<h2 id="topic-rules" class="section-title">The rules</h2>');
    expect(en).toContain(
      '<details id="points" class="faq"><summary><span class="faq-question">How many points is a win worth?</span></summary>',
    );
    expect(en).toContain('href="#points"');
    const es = await get(kings, '/es/espana/faqs');
    expect(es).toContain('<details id="points" class="faq">');
    expect(es).toContain('¿Cuántos puntos vale una victoria?');
  });

  it('describes every question as FAQPage structured data with its answer in plain text', async () => {
    const ld = jsonLd(await get(kings, '/en/espana/faqs'));
    expect(ld).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en' });
    const questions = ld.mainEntity as { name: string; url: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(17);
    const points = questions.find((q) => q.url.endsWith('#points'))!;
    expect(points.name).toBe('How many points is a win worth?');
    expect(points.acceptedAnswer.text).toContain('A win in normal time is worth 3 points');
    expect(points.acceptedAnswer.text).not.toContain('<');
  });

  it('is the Queens League’s own in the queens context', async () => {
    const body = await get(queens, '/es/espana/faqs');
    expect(body).toContain('¿Qué es la Queens League Spain?');
    expect(body).not.toContain('Kings League Spain');
  });
});

describe('regulation', () => {
  it('is a numbered document with a table of contents, anchors, back-to-top links, version and date', async () => {
    const en = await get(kings, '/en/espana/regulation');
    expect(en).toContain('href="#points"');
    expect(en).toMatch(/<section id="points"[^>]*>/);
    expect(en).toContain('Back to top');
    expect(en).toMatch(/Version 2026\.2/);
    expect(en).toMatch(/In force since \d{1,2} October 2026/);
    const es = await get(kings, '/es/espana/reglamento');
    expect(es).toContain('Versión 2026.2');
    expect(es).toMatch(/<section id="points"[^>]*>/);
  });

  it('exists for the cups too, from their shared CMS', async () => {
    const body = await get(kings, '/en/world-cup/regulation');
    expect(body).toContain('Kings World Cup Clubs');
  });
});

describe('circulars', () => {
  it('lists the notices newest first with their documents, and filters by year through the URL', async () => {
    const all = await get(kings, '/it/italia/circolari');
    const data = pageData(all).state.data as {
      page: { fields: { circulars: { date: string; document: string; year: number }[] } };
      years: number[];
    };
    const dates = data.page.fields.circulars.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.years.length).toBeGreaterThan(1);
    const year = data.years[1]!;
    const filtered = pageData(await get(kings, `/it/italia/circolari?year=${year}`)).state.data as typeof data;
    expect(filtered.page.fields.circulars.length).toBeGreaterThan(0);
    expect(filtered.page.fields.circulars.every((c) => c.year === year)).toBe(true);
    const doc = await kings.app.inject({ url: data.page.fields.circulars[0]!.document });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('are the Spanish circulares of the Queens League', async () => {
    const body = await get(queens, '/es/espana/circulares');
    expect(body).toContain('Circular');
    expect(body).toContain('href="/media/documents/');
  });
});

describe('contact', () => {
  it('gives the channels with their addresses, the social accounts and careers, with no form', async () => {
    const en = await get(kings, '/en/espana/contact-us');
    for (const channel of ['press', 'commercial', 'partners', 'fans'])
      expect(en).toContain(`href="mailto:${channel}.espana@kingsleague.pro"`);
    expect(en).toContain('https://www.instagram.com/');
    expect(en).toContain('Careers');
    // No contact form (nothing is written by visitors); the header's search is the only form.
    expect(en.slice(en.indexOf('<main'), en.indexOf('</main>'))).not.toContain('<form');
    const ar = await get(kings, '/ar/espana/contact-us');
    expect(ar).toContain('mailto:press.espana@kingsleague.pro');
    expect(ar).toContain('dir="rtl"');
  });
});

describe('media accreditation', () => {
  it('says who may apply, the deadlines per matchday and links to the region’s form', async () => {
    const en = await get(kings, '/en/espana/media-accreditation');
    expect(en).toContain('href="https://media.kingsleague.pro/espana"');
    expect(en).toContain('<th scope="col">');
    expect(en).toContain('72 hours');
    expect(en).toContain('<p class="muted">Times are the league&#x27;s local time (CET).</p>');
    const es = await get(queens, '/es/espana/acreditaciones-prensa');
    expect(es).toContain('href="https://media.queensleague.pro/espana"');
  });
});

describe('tickets', () => {
  it('lists the next matches with a buy link each, the venue and calendar links; the widget waits for a click', async () => {
    const en = await get(kings, '/en/espana/tickets');
    const data = pageData(en).state.data as { matches: { date: string }[] };
    expect(data.matches.length).toBe(12);
    expect(data.matches.every((m) => Date.parse(m.date) > Date.parse('2026-11-22T12:00:00Z'))).toBe(true);
    expect(
      en.match(
        /class="ticket-buy" target="_blank" rel="noopener" href|href="https:\/\/tickets\.kingsleague\.pro\/espana" class="ticket-buy"/g,
      ),
    ).toHaveLength(12);
    expect(en).toContain('Kings Arena Barcelona');
    expect(en).toContain('<address class="venue-address">');
    expect(en).toContain('href="webcal://');
    expect(en).toContain('href="/calendars/espana.ics?lang=en"');
    expect(en).not.toContain('sync.ecal.com');
    expect(en).toContain('Load the ECAL widget');
    const es = await get(kings, '/es/espana/entradas');
    expect(es).toContain('Comprar entradas');
  });

  it('names the zone of its kick-off times with the note the match lists use, in every language', async () => {
    const en = await get(kings, '/en/espana/tickets');
    expect(en).toContain(
      '<p class="muted">At Kings Arena Barcelona</p><p class="zone-note muted"><span>Times are the league&#x27;s local time (CET).</span><button type="button" class="zone-switch" disabled="">Show my time zone</button></p>',
    );
    expect(en).not.toContain('CET time');
    const ar = await get(kings, '/ar/espana/tickets');
    expect(ar).toContain(
      '<p class="zone-note muted"><span>المواعيد بالتوقيت المحلي للدوري (غرينتش+1).</span><button type="button" class="zone-switch" disabled="">',
    );
  });

  it('isolates the transport lines in Arabic, so the bidirectional algorithm leaves their order alone', async () => {
    const ar = await get(kings, '/ar/espana/tickets');
    expect(ar).toContain('<li><strong>الحافلة:</strong> <bdi dir="ltr">79, 65, L80, L82</bdi></li>');
    expect(ar).toContain(
      '<li><strong>القطار:</strong> <bdi dir="ltr">FGC L8, S4, S8, R5, R6 — Europa | Fira</bdi></li>',
    );
    const en = await get(kings, '/en/espana/tickets');
    expect(en).toContain('<li><strong>Bus:</strong> 79, 65, L80, L82</li>');
    expect(en).not.toContain('<bdi');
  });
});

describe('stores', () => {
  it('shows each league’s official store with its picture, menu-free', async () => {
    const en = await get(kings, '/en/stores');
    expect(en).toContain('src="/img/stores/kl-espana.svg"');
    expect(en).toContain('href="https://store.kingsleague.pro"');
    expect(en).not.toContain('class="main-nav"');
    const es = await get(kings, '/es/tiendas');
    expect(es).toContain('kl-americas.svg');
  });
});
