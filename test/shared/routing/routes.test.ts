import { describe, expect, it, vi } from 'vitest';
import { WEB_CONTEXTS, type WebContext } from '../../../src/shared/config/contexts.js';
import { LANGS, type Lang } from '../../../src/shared/config/locales.js';
import { REGION_SLUGS, type RegionSlug, regionsFor } from '../../../src/shared/config/regions.js';
import type { CheckName } from '../../../src/shared/routing/checks-data.js';
import { type GuardOutcome, runGuards } from '../../../src/shared/routing/guards.js';
import { tryHref } from '../../../src/shared/routing/href.js';
import { matchPath } from '../../../src/shared/routing/match.js';
import { ROUTE_BASES, ROUTES, type RouteBase, type RouteParams } from '../../../src/shared/routing/routes.js';
import { W } from '../../../src/shared/routing/words.js';

const SAMPLE: Record<string, string> = {
  team: '12',
  teamName: 'pio-fc',
  playerId: '7',
  playerName: 'joan-verdu',
  matchId: '123',
  homeTeam: 'el-barrio',
  awayTeam: 'los-troncos-fc',
  post: 'opening-day',
};

function paramsFor(base: RouteBase, lang: Lang, region: string): Record<string, string> {
  return Object.fromEntries(
    ROUTES[base].params.map((p) => [p, p === 'region' ? region : p === 'news' ? W.news[lang] : SAMPLE[p]!]),
  );
}

/** The check each region answers to (docs/spec.md §5), written out here rather than read from checks.ts. */
const CHECK_OF_REGION: Record<WebContext, Partial<Record<RegionSlug, CheckName>>> = {
  kings: {
    espana: 'spain',
    americas: 'americas',
    italia: 'italy',
    brazil: 'brazil',
    france: 'france',
    germany: 'germany',
    mena: 'mena',
    'kwc-nations': 'nations',
    'world-cup': 'world-cup',
    'king-of-kings': 'king-of-kings-nations',
  },
  queens: { espana: 'queens', americas: 'queens-americas' },
};

type Expected = { kind: GuardOutcome['kind']; region?: string | null };

/**
 * docs/spec.md §4 in its order: the news validation (news live only in the region's language), then
 * the region check (a slug of the context), then the route's blocked set (on a global page the
 * context's own name stands for it).
 */
function expectedGuard(base: RouteBase, lang: Lang, context: WebContext, slug: string): Expected {
  const def = ROUTES[base];
  const regional = (def.params as readonly string[]).includes('region');
  const region = regional ? regionsFor(context).find((r) => r.slug === slug) : undefined;
  if (def.validate === 'news' && region?.newsLang !== lang) return { kind: 'invalid' };
  if (regional && !region) return { kind: 'unknown-region' };
  const check = region ? CHECK_OF_REGION[context][region.slug] : context;
  const kind = check !== undefined && (def.checks as readonly string[]).includes(check) ? 'blocked' : 'ok';
  return { kind, region: region?.slug ?? null };
}

const outcome = (o: GuardOutcome): Expected =>
  'region' in o ? { kind: o.kind, region: o.region?.slug ?? null } : { kind: o.kind };

const cases = WEB_CONTEXTS.flatMap((context) =>
  LANGS.flatMap((lang) =>
    ROUTE_BASES.filter((base) => ROUTES[base].paths[lang] !== undefined).map((base) => ({
      context,
      lang,
      base,
      region: regionsFor(context)[0]!.slug,
    })),
  ),
);

describe('every route in every language and both contexts', () => {
  it('covers the whole table', () => {
    expect(cases.length).toBeGreaterThan(2 * 7 * 55);
  });

  it.each(cases)('$base in $lang ($context) resolves to itself with its params', ({ context, lang, base, region }) => {
    const params = paramsFor(base, lang, region);
    const path = tryHref(base, lang, params as RouteParams<RouteBase>)!;
    expect(path.startsWith(`/${lang}`)).toBe(true);
    const m = matchPath(path);
    expect(m?.name).toBe(`${base}___${lang}`);
    expect(m?.params).toEqual(params);
    expect(m?.malformed).toBe(false);
    expect(outcome(runGuards(m!, context))).toEqual(expectedGuard(base, lang, context, region));
  });

  it('meets every guard outcome, so each is checked', () => {
    expect(
      new Set(cases.map(({ context, lang, base, region }) => expectedGuard(base, lang, context, region).kind)),
    ).toEqual(new Set(['ok', 'blocked', 'invalid']));
  });
});

describe("every region slug on every region page, in the region's news language", () => {
  const regional = ROUTE_BASES.filter((base) => (ROUTES[base].params as readonly string[]).includes('region'));
  const slugCases = WEB_CONTEXTS.flatMap((context) =>
    REGION_SLUGS.flatMap((slug) => {
      const lang = regionsFor('kings').find((r) => r.slug === slug)!.newsLang ?? 'en';
      return regional
        .filter((base) => ROUTES[base].paths[lang] !== undefined)
        .map((base) => ({ context, slug, lang, base }));
    }),
  );

  it('meets every guard outcome', () => {
    expect(
      new Set(slugCases.map(({ context, slug, lang, base }) => expectedGuard(base, lang, context, slug).kind)),
    ).toEqual(new Set(['ok', 'blocked', 'invalid', 'unknown-region']));
  });

  it.each(slugCases)('$base of $slug in $lang ($context)', ({ context, slug, lang, base }) => {
    const m = matchPath(tryHref(base, lang, paramsFor(base, lang, slug) as RouteParams<RouteBase>)!)!;
    expect(m.name).toBe(`${base}___${lang}`);
    expect(outcome(runGuards(m, context))).toEqual(expectedGuard(base, lang, context, slug));
  });
});

describe('a path word of another language does not resolve', () => {
  const wrong = LANGS.flatMap((lang) =>
    LANGS.filter((other) => other !== lang).flatMap((other) =>
      ROUTE_BASES.filter(
        (base) => ROUTES[base].paths[other] !== undefined && ROUTES[base].paths[other] !== ROUTES[base].paths[lang],
      ).map((base) => ({ lang, other, base })),
    ),
  );

  it('has cases', () => expect(wrong.length).toBeGreaterThan(500));

  it.each(wrong)('/$lang with the $other words of $base', ({ lang, other, base }) => {
    const path = tryHref(base, other, paramsFor(base, other, 'espana') as RouteParams<RouteBase>)!.replace(
      `/${other}`,
      `/${lang}`,
    );
    const m = matchPath(path);
    const resolved = m !== null && m.name === `${base}___${lang}` && runGuards(m, 'kings').kind === 'ok';
    expect(resolved).toBe(false);
  });

  it('the example of the spec: /de/espana/tables is not the German tables page', () => {
    const m = matchPath('/de/espana/tables')!;
    expect(m.name).not.toBe('region-tables___de');
    expect(runGuards(m, 'kings').kind).toBe('invalid');
  });
});

describe('precedence: static segments beat parameters', () => {
  it.each([
    ['/en/legends', 'legends___en'],
    ['/es/tiendas', 'stores___es'],
    ['/en/finalissima', 'finalissima___en'],
    ['/en/_health', 'health___en'],
    ['/en/espana', 'region___en'],
    ['/es/espana/equipos', 'region-teams___es'],
    ['/es/espana/noticias', 'region-news___es'],
    ['/es/espana/estadisticas', 'region-stats___es'],
    ['/es/espana/estadisticas/equipos', 'region-stats-teams___es'],
    ['/es/espana/estadisticas/goles', 'region-stats-goals___es'],
    ['/es/espana/draft/reservas', 'region-draft-reserves___es'],
    ['/en/king-of-kings/qualifiers/spain', 'region-qualifiers-spain___en'],
    ['/es/espana/noticias/hola', 'region-news-post___es'],
    ['/pt/brazil/estatisticas/chutes-ao-gol', 'region-stats-shots___pt'],
  ])('%s → %s', (path, name) => {
    expect(matchPath(path)?.name).toBe(name);
  });
});

describe('detail segments', () => {
  it('splits a match segment whose team names contain hyphens', () => {
    expect(matchPath('/en/espana/matches/123-el-barrio-vs-pio-fc')?.params).toEqual({
      region: 'espana',
      matchId: '123',
      homeTeam: 'el-barrio',
      awayTeam: 'pio-fc',
    });
  });
  it.each(['/en/teams/pio-fc', '/en/players/7', '/en/espana/matches/abc-a-vs-b', '/en/espana/matches/12-a-b'])(
    '%s fails its validation',
    (path) => {
      const m = matchPath(path)!;
      expect(runGuards(m, 'kings').kind).toBe('invalid');
    },
  );
  it('has no route for paths outside the languages', () => {
    expect(matchPath('/xx/espana')).toBeNull();
    expect(matchPath('/')).toBeNull();
    expect(matchPath('/EN/espana')).toBeNull();
    expect(matchPath('/en/espana/%E0%A4%A')).toBeNull();
  });
});

describe('routes that exist only in some languages', () => {
  it.each([
    ['region-mercato', ['en', 'es']],
    ['region-circulars', ['es']],
    ['region-circolari', ['it']],
  ] as const)('%s exists only in %j', (base, langs) => {
    expect(LANGS.filter((l) => ROUTES[base].paths[l] !== undefined)).toEqual(langs);
  });
});

describe('route tables are made per language, when first needed', () => {
  it("a path makes its language's table, a link another's, no more", async () => {
    vi.resetModules();
    const fresh = await import('../../../src/shared/routing/match.js');
    expect(fresh.madeTables()).toEqual([]);
    expect(fresh.matchPath('/en/espana')?.base).toBe(matchPath('/en/espana')?.base);
    expect(fresh.madeTables()).toEqual(['en']);
    expect(fresh.compiledRoute('region', 'ar')?.toPath({ region: 'espana' })).toBe('/ar/espana');
    expect(fresh.madeTables().sort()).toEqual(['ar', 'en']);
  });
});
