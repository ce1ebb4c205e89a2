import { describe, expect, it } from 'vitest';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

/** "Page not found" in each language, as locales/*.json's error.404.message says it. */
const NOT_FOUND = {
  en: 'Page not found',
  ar: 'الصفحة غير موجودة',
  de: 'Seite nicht gefunden',
  es: 'Página no encontrada',
  fr: 'Page introuvable',
  it: 'Pagina non trovata',
  pt: 'Página não encontrada',
};

describe.each([
  ['kings', 'Kings League', 'kingsleague.pro'],
  ['queens', 'Queens League', 'queensleague.pro'],
] as const)('small rows (%s)', (context, site, domain) => {
  const handle = sharedEmbeddedSite({ WEB_CONTEXT: context });

  it.each(Object.entries(NOT_FOUND))('titles a 404 in %s in its own words', async (lang, words) => {
    for (const path of [`/${lang}/no-such-page`, `/${lang}/espana/no-such-page`]) {
      const res = await handle.app.inject({ url: path });
      expect(res.statusCode).toBe(404);
      expect(title(res.body)).toBe(`${words} | ${site}`);
    }
  });

  it.each([
    ['en', '/en/espana', '/en/espana/faqs'],
    ['ar', '/ar/espana', '/ar/espana/faqs'],
    ['es', '/es/americas', '/es/americas/faqs'],
  ])('links the FAQs from the footer in %s', async (_lang, page, faqs) => {
    const res = await handle.app.inject({ url: page });
    expect(res.statusCode).toBe(200);
    expect(footer(res.body)).toContain(`href="${faqs}"`);
  });

  it.each([
    ['en', '/en/espana/tickets'],
    ['ar', '/ar/espana/tickets'],
    ['es', '/es/espana/entradas'],
  ])('makes the tickets page’s address a mail link in %s', async (_lang, path) => {
    const res = await handle.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      new RegExp(`<a href="mailto:fans\\.espana@${domain.replace('.', '\\.')}"[^>]*>(<bdi dir="ltr">)?fans\\.espana@`),
    );
  });
});
