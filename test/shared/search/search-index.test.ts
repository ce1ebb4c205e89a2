import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../src/shared/search/normalize.js';
import { createSearchIndex, groupedResults, type SearchEntry } from '../../../src/shared/search/search-index.js';
import { readSearchQuery, SEARCH_MAX_CHARS } from '../../../src/shared/search/search-query.js';

describe('normalizeText', () => {
  it.each([
    ['Ultimate Móstoles', 'ultimate mostoles'],
    ['Ricardo López', 'ricardo lopez'],
    ['KUNISPORTS', 'kunisports'],
    ['Jijantes  F.C.', 'jijantes f c'],
    ['1K-FC / Porcinos!', '1k fc porcinos'],
    ['Müller Straße', 'muller straße'],
    ['Ça Vaut', 'ca vaut'],
    ['São Paulo', 'sao paulo'],
    // Alef forms (hamza above and below, madda, wasla), harakat, taa marbuta, alef maqsura.
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آدم', 'ادم'],
    ['ٱلفريق', 'الفريق'],
    ['مُحَمَّد', 'محمد'],
    ['حمزة', 'حمزه'],
    ['مصطفى', 'مصطفي'],
    ['ﻻعب', 'لاعب'],
  ])('%s → %s', (text, normal) => {
    expect(normalizeText(text)).toBe(normal);
  });
});

const ENTRIES: SearchEntry[] = [
  { name: 'Ultimate Móstoles', kind: 'team', href: '/es/teams/1-ultimate-mostoles', detail: 'Kings League' },
  { name: 'Kunisports', kind: 'team', href: '/es/teams/2-kunisports', detail: 'Kings League' },
  { name: 'Ricardo López', kind: 'player', href: '/es/players/3-ricardo-lopez', detail: 'Kunisports' },
  { name: 'Ricardo Pérez', kind: 'player', href: '/es/players/4-ricardo-perez', detail: 'Kunisports' },
  { name: 'أحمد إبراهيم', kind: 'player', href: '/ar/players/5-ahmed', detail: null },
  { name: 'الجولة الحاسمة', kind: 'news', href: '/ar/mena/news/a', detail: null },
  { name: 'Clasificación', kind: 'page', href: '/es/espana/clasificacion', detail: 'Kings League' },
];
const index = createSearchIndex(ENTRIES);
const names = (query: string) => groupedResults(index, query).flatMap((g) => g.entries.map((e) => e.name));

describe('matching', () => {
  it.each([
    ['mostoles', 'Ultimate Móstoles'],
    ['MÓSTOLES', 'Ultimate Móstoles'],
    ['ultimate-mostoles', 'Ultimate Móstoles'],
    ['mostles', 'Ultimate Móstoles'],
    ['kunis', 'Kunisports'],
    ['kunisprots', 'Kunisports'],
    ['ricardo lopez', 'Ricardo López'],
    ['Ricardo López', 'Ricardo López'],
    ['lop', 'Ricardo López'],
    ['احمد', 'أحمد إبراهيم'],
    ['ابراهيم', 'أحمد إبراهيم'],
    ['الجوله', 'الجولة الحاسمة'],
    ['clasificacion', 'Clasificación'],
  ])('%s finds %s', (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it('needs every word: "ricardo lopez" leaves Ricardo Pérez out', () => {
    expect(names('ricardo lopez')).toEqual(['Ricardo López']);
  });

  it.each([
    ['lopez', ['Ricardo López']],
    ['perez', ['Ricardo Pérez']],
    ['kunisports', ['Kunisports', 'Ricardo López', 'Ricardo Pérez']],
  ])('%j finds what it spells and no near miss while it finds something: %j', (query, found) => {
    const near = createSearchIndex([
      ...ENTRIES,
      { name: 'Albert Lopes', kind: 'player', href: '/es/players/6-albert-lopes', detail: null },
      { name: 'Pau Peres', kind: 'player', href: '/es/players/7-pau-peres', detail: null },
      { name: 'Kunisport Academy', kind: 'team', href: '/es/teams/8-kunisport-academy', detail: null },
    ]);
    expect(groupedResults(near, query).flatMap((g) => g.entries.map((e) => e.name))).toEqual(found);
  });

  it.each(['', '   ', '!!!', 'zzzzzz'])('%j finds nothing', (query) => {
    expect(groupedResults(index, query)).toEqual([]);
  });

  it('groups teams, players, news and pages in that order', () => {
    const mixed = createSearchIndex([
      { name: 'Kings page', kind: 'page', href: '/p', detail: null },
      { name: 'Kings news', kind: 'news', href: '/n', detail: null },
      { name: 'Kings player', kind: 'player', href: '/pl', detail: null },
      { name: 'Kings team', kind: 'team', href: '/t', detail: null },
    ]);
    expect(groupedResults(mixed, 'kings').map((g) => g.kind)).toEqual(['team', 'player', 'news', 'page']);
  });
});

describe('readSearchQuery', () => {
  it.each([
    [[], { query: '' }],
    [['  kunis  '], { query: 'kunis' }],
    [['a', 'b'], { problem: 'repeated' }],
    [['kun\u0000is'], { problem: 'control' }],
    [['kun\nis'], { problem: 'control' }],
    [['<script>'], { query: '<script>' }],
  ])('%j → %j', (values, read) => {
    expect(readSearchQuery(values)).toEqual(read);
  });

  it('cuts a long query to its first characters, whole code points', () => {
    const read = readSearchQuery(['😀'.repeat(500)]);
    expect(read).toEqual({ query: '😀'.repeat(SEARCH_MAX_CHARS) });
  });
});
