import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, sanitizeArticle } from '../../../src/server/data/sanitize.js';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<body onload=alert(1)><p>x</p></body>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="DATA:image/png;base64,AAAA" alt="a">',
  '<img src="//evil.example/x.png">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<a href="https://ok.example/" onclick="alert(1)" target="_blank">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<template><script>alert(1)</script></template>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p><a href="https://ok.example/" rel="opener">x</a></p>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
];

const TAGS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'img', 'figure', 'figcaption']);
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'rel'], img: ['src', 'alt'] };

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
      const url = decodeEntities(value).replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
      const allowed = tag === 'a' ? ['http', 'https', 'mailto'] : ['http', 'https'];
      if (scheme !== undefined && !allowed.includes(scheme)) found.push(`${tag}[${attr}] ${scheme}:`);
      if (url.startsWith('//')) found.push(`${tag}[${attr}] protocol-relative`);
    }
    if (tag === 'a' && /href=/.test(rest) && !/rel="noopener noreferrer"/.test(rest)) found.push('a without rel');
  }
  return found;
}

describe('sanitizeArticle', () => {
  it(`leaves nothing executable in ${PAYLOADS.length} XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
    for (const payload of PAYLOADS) {
      const out = sanitizeArticle(payload);
      expect({ payload, problems: problems(out) }).toEqual({ payload, problems: [] });
      expect(out).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
  });

  it('the checker itself catches what it looks for', () => {
    expect(problems('<a href="jav&#x09;ascript:x">y</a>')).toContain('a[href] javascript:');
    expect(problems('<img src="x" onerror="y" />')).toContain('img[onerror]');
    expect(problems('<svg></svg>')).toContain('tag svg');
  });

  it('keeps normal article HTML', () => {
    const article = [
      '<h2>Crónica</h2>',
      '<p>El <strong>Wolf Pack FC</strong> ganó en los <em>penaltis</em>. <a href="https://kingsleague.pro/fr">Clasificación</a></p>',
      '<h3>Goles</h3>',
      '<ul><li>Dupont, 5&#8242;</li><li>Martin, 41&#8242;</li></ul>',
      '<ol><li>Uno</li></ol>',
      '<blockquote><p>Un partido histórico.</p></blockquote>',
      '<figure><img src="https://cms.example/img/55.jpg" alt="Celebración" /><figcaption>La celebración</figcaption></figure>',
      '<p><img src="/wp-content/uploads/tabla.png" alt="Tabla" /><br />Contacto: <a href="mailto:prensa@example.com">prensa</a></p>',
      '<h4>Próxima jornada</h4>',
    ].join('');
    const out = sanitizeArticle(article);
    expect(out).toBe(article
      .replace('href="https://kingsleague.pro/fr"', 'href="https://kingsleague.pro/fr" rel="noopener noreferrer"')
      .replace('href="mailto:prensa@example.com"', 'href="mailto:prensa@example.com" rel="noopener noreferrer"')
      .replace('5&#8242;', '5′').replace('41&#8242;', '41′'));
    expect(problems(out)).toEqual([]);
  });

  it('maps headings and old emphasis onto the allowlist', () => {
    expect(sanitizeArticle('<h1>T</h1><h6>s</h6><b>b</b><i>i</i>')).toBe('<h2>T</h2><h4>s</h4><strong>b</strong><em>i</em>');
  });
});

describe('htmlToText', () => {
  it('gives plain text with entities decoded and markup gone', () => {
    expect(htmlToText('Wolf Pack gana &#8211; crónica &amp; goles')).toBe('Wolf Pack gana – crónica & goles');
    expect(htmlToText('<p>Un partido <strong>loco</strong>&hellip;</p><script>alert(1)</script>')).toBe('Un partido loco…');
  });
});
