import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, isolateLatinRuns, sanitizeArticle } from '../../../src/server/data/sanitize.js';
import { XSS_PAYLOADS } from '../../../src/upstream/generate/news-hostile.js';

/** The corpus of the embedded CMS's hostile posts, and what it must never do. */
const PAYLOADS = [
  ...XSS_PAYLOADS,
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<img src="//evil.example/x.png">',
];

const TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  's',
  'sub',
  'sup',
  'cite',
  'q',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'bdi',
]);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  bdi: ['dir'],
};

/** What a browser would act on: every tag, every attribute and every URL of the output. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const [, name = '', rest = ''] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    if (!TAGS.has(tag)) found.push(`tag ${tag}`);
    for (const [, attr = '', value = ''] of rest.matchAll(/([^\s=/]+)="([^"]*)"/g)) {
      if (!(ATTRIBUTES[tag] ?? []).includes(attr)) found.push(`${tag}[${attr}]`);
      if (attr !== 'href' && attr !== 'src') continue;
      // Browsers drop whitespace and control characters from a URL before reading its scheme.
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020]/g, '')
        .toLowerCase();
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
      const allowed = tag === 'a' ? ['http', 'https', 'mailto'] : ['https'];
      if (scheme !== undefined && !allowed.includes(scheme)) found.push(`${tag}[${attr}] ${scheme}:`);
      if (url.startsWith('//')) found.push(`${tag}[${attr}] protocol-relative`);
    }
    if (tag === 'a' && /href="[a-z]/i.test(rest) && !/rel="noopener noreferrer"/.test(rest))
      found.push('a to another site without rel');
    if (tag === 'img' && !/loading="lazy"/.test(rest)) found.push('img not lazy');
  }
  return found;
}

describe('sanitizeArticle', () => {
  it.each([false, true])(`leaves nothing executable in ${PAYLOADS.length} XSS payloads (right to left: %s)`, (rtl) => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
    for (const payload of PAYLOADS) {
      const out = sanitizeArticle(payload, { rtl });
      expect({ payload, problems: problems(out) }).toEqual({ payload, problems: [] });
      // Inside tags only: a payload kept as escaped text may spell these out harmlessly.
      expect(out).not.toMatch(/<script|<[^>]*\son\w+=|<[^>]*javascript:/i);
      if (!rtl) expect(out).not.toContain('<bdi');
    }
  });

  it('isolates the Latin and number runs of right-to-left text, so "79, 65, L80, L82" keeps its order', () => {
    const lines =
      '<ul><li><strong>الحافلة:</strong> 79, 65, L80, L82</li><li><strong>القطار:</strong> FGC L8, S4 — Europa | Fira</li></ul>';
    expect(sanitizeArticle(lines, { rtl: true })).toBe(
      '<ul><li><strong>الحافلة:</strong> <bdi dir="ltr">79, 65, L80, L82</bdi></li><li><strong>القطار:</strong> <bdi dir="ltr">FGC L8, S4 — Europa | Fira</bdi></li></ul>',
    );
    expect(sanitizeArticle(lines)).toBe(lines);
  });
});

describe('isolateLatinRuns', () => {
  it.each([
    ['في Kings Arena Barcelona.', 'في <bdi dir="ltr">Kings Arena Barcelona</bdi>.'],
    ['راسل fans.espana@kingsleague.pro إن', 'راسل <bdi dir="ltr">fans.espana@kingsleague.pro</bdi> إن'],
    ['دون 4 سنوات، ورقة A4', 'دون <bdi dir="ltr">4</bdi> سنوات، ورقة <bdi dir="ltr">A4</bdi>'],
    // Entities stay whole, inside a run, beside one, and alone.
    [
      'R&amp;B و Kings &amp; Queens &amp;',
      '<bdi dir="ltr">R&amp;B</bdi> و <bdi dir="ltr">Kings &amp; Queens</bdi> &amp;',
    ],
    ['&lt;تجربة&gt; &quot;x&quot;', '&lt;تجربة&gt; &quot;<bdi dir="ltr">x</bdi>&quot;'],
    ['Málaga — Córdoba', '<bdi dir="ltr">Málaga — Córdoba</bdi>'],
    ['بلا حروف لاتينية', 'بلا حروف لاتينية'],
  ])('%s', (text, isolated) => expect(isolateLatinRuns(text)).toBe(isolated));

  it('the checker itself catches what it looks for', () => {
    expect(problems('<a href="jav&#x09;ascript:x">y</a>')).toContain('a[href] javascript:');
    expect(problems('<img src="x" onerror="y" />')).toContain('img[onerror]');
    expect(problems('<svg></svg>')).toContain('tag svg');
  });

  it('keeps normal article HTML, images lazy and sized, links to other sites with rel', () => {
    const article = [
      '<h2>Crónica</h2>',
      '<p>El <strong>Wolf Pack FC</strong> ganó en los <em>penaltis</em>. <a href="https://other.example/fr">Clasificación</a></p>',
      '<h3>Goles</h3>',
      '<ul><li>Dupont, 5&#8242;</li><li>Martin, 41&#8242;</li></ul>',
      '<ol><li>Uno</li></ol>',
      '<blockquote><p>Un partido histórico.</p></blockquote>',
      '<figure><img src="https://cms.example/img/55.jpg" alt="Celebración" width="800" height="450" /><figcaption>La celebración</figcaption></figure>',
      '<table><thead><tr><th>Equipo</th></tr></thead><tbody><tr><td>PIO FC</td></tr></tbody></table>',
      '<p>Contacto: <a href="mailto:prensa@example.com">prensa</a></p>',
      '<h4>Próxima jornada</h4>',
    ].join('');
    const out = sanitizeArticle(article);
    expect(out).toBe(
      article
        .replace('href="https://other.example/fr"', 'href="https://other.example/fr" rel="noopener noreferrer"')
        .replace('href="mailto:prensa@example.com"', 'href="mailto:prensa@example.com" rel="noopener noreferrer"')
        .replace('height="450" />', 'height="450" loading="lazy" decoding="async" />')
        .replace('<th>', '<th scope="col">')
        .replace('5&#8242;', '5′')
        .replace('41&#8242;', '41′'),
    );
    expect(problems(out)).toEqual([]);
  });

  it("makes links to the site paths on it, and serves the league API's own images from the site", () => {
    const context = { mediaOrigin: 'http://127.0.0.1:4100', siteOrigins: ['https://kingsleague.pro'] };
    expect(
      sanitizeArticle(
        '<a href="https://kingsleague.pro/es/espana?x=1#y">a</a> <a href="/es/espana/clasificacion">b</a>',
        context,
      ),
    ).toBe('<a href="/es/espana?x=1#y">a</a> <a href="/es/espana/clasificacion">b</a>');
    expect(
      sanitizeArticle('<img src="http://127.0.0.1:4100/media/teams/3.svg" alt="c" width="120" height="140">', context),
    ).toBe('<img src="/media/teams/3.svg" alt="c" width="120" height="140" loading="lazy" decoding="async" />');
    // Other http images, relative ones (relative to the CMS, not to this site) and bad sizes are not kept.
    expect(
      sanitizeArticle(
        '<img src="http://other.example/a.png"><img src="/wp-content/a.png"><img src="http://127.0.0.1:4100/other/a.png">',
        context,
      ),
    ).toBe('');
    expect(sanitizeArticle('<img src="https://cms.example/a.png" width="0" height="99999">')).toBe(
      '<img src="https://cms.example/a.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('maps headings and old emphasis onto the allowlist', () => {
    expect(sanitizeArticle('<h1>T</h1><h6>s</h6><b>b</b><i>i</i>')).toBe(
      '<h2>T</h2><h4>s</h4><strong>b</strong><em>i</em>',
    );
  });
});

describe('htmlToText', () => {
  it('gives plain text with entities decoded and markup gone', () => {
    expect(htmlToText('Wolf Pack gana &#8211; crónica &amp; goles')).toBe('Wolf Pack gana – crónica & goles');
    expect(htmlToText('<p>Un partido <strong>loco</strong>&hellip;</p><script>alert(1)</script>')).toBe(
      'Un partido loco…',
    );
  });
});
