import type * as z from 'zod';
import { wpPagesWith } from '../../shared/api/index.js';
import type { WebContext } from '../../shared/config/contexts.js';
import { type Lang, LOCALES } from '../../shared/config/locales.js';
import type { Region } from '../../shared/config/regions.js';
import { type ContentKind, cmsPageSlug, contentLang } from '../../shared/league/content-pages.js';
import type { ContentPage } from '../../shared/league/content-views.js';
import { keptBeside } from '../../shared/memo.js';
import { type Cleaning, CMS_FIELDS, type FieldsOf } from './cms-fields.js';
import type { Fetch } from './fetcher.js';
import { htmlToText, sanitizeArticle } from './sanitize.js';

type Page<K extends ContentKind> = Omit<ContentPage<FieldsOf<K>>, 'fallback'>;

/** A cached page marked as in the language asked for or not: one object while it is cached, so what is kept beside it holds. */
const marked = keptBeside<object, ContentPage<unknown>>() as <P extends object>(
  page: P,
  key: string,
  make: () => P & { fallback: boolean },
) => P & { fallback: boolean };

/** Each kind's response schema, made once (building it per call cost more than the cached read). */
const SCHEMAS = new Map<ContentKind, z.ZodType>();
function schemaOf(kind: ContentKind): z.ZodType {
  let schema = SCHEMAS.get(kind);
  if (!schema) SCHEMAS.set(kind, (schema = wpPagesWith(CMS_FIELDS[kind].schema)));
  return schema;
}

/**
 * The editorial pages of a region's CMS (docs/upstream-extensions.md, "Content pages"): one page
 * by slug and language, sanitized like articles. A language the CMS has no page in falls back to
 * the region's own language; null means the CMS has no such page at all.
 */
export function cmsPageCalls(
  context: WebContext,
  apiOrigin: string,
  cms: (region: Region) => { fetch: Fetch; basePath: string },
) {
  async function inLang<K extends ContentKind>(region: Region, kind: K, lang: Lang): Promise<Page<K> | null> {
    const { fetch, basePath } = cms(region);
    const fields = CMS_FIELDS[kind];
    return fetch({
      family: 'pages',
      path: `${basePath}/wp-json/wp/v2/pages`,
      query: { slug: cmsPageSlug(context, region, kind), lang },
      schema: schemaOf(kind) as ReturnType<typeof wpPagesWith<typeof fields.schema>>,
      map: (pages): Page<K> | null => {
        const page = pages[0];
        if (!page) return null;
        const rtl = LOCALES[lang].dir === 'rtl';
        const article = (html: string) => sanitizeArticle(html, { rtl });
        return {
          lang,
          title: htmlToText(page.title.rendered),
          intro: article(page.content?.rendered ?? ''),
          modified: page.modified,
          fields: (fields.clean as (acf: unknown, cleaning: Cleaning) => FieldsOf<K>)(page.acf, { apiOrigin, article }),
        };
      },
    });
  }

  async function page<K extends ContentKind>(
    region: Region,
    kind: K,
    lang: Lang,
  ): Promise<ContentPage<FieldsOf<K>> | null> {
    const own = await inLang(region, kind, lang);
    if (own) return marked(own, 'own', () => ({ ...own, fallback: false }));
    const base = contentLang(region);
    if (base === lang) return null;
    const other = await inLang(region, kind, base);
    return other && marked(other, 'fallback', () => ({ ...other, fallback: true }));
  }

  return { page };
}

export type CmsPagesApi = ReturnType<typeof cmsPageCalls>;
