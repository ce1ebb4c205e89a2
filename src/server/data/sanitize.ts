import sanitizeHtml from 'sanitize-html';

export interface SanitizeContext {
  /** The league API's origin: its `/media/…` images are served by the site under the same path. */
  mediaOrigin?: string;
  /** The site's own origins: links there become paths on this site. */
  siteOrigins?: readonly string[];
  /** The text is right to left: its Latin and number runs are isolated (isolateLatinRuns). */
  rtl?: boolean;
}

/** Their text is code or markup, never article prose: dropped with the tag. */
const NON_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'title',
];
const SIZE = /^[1-9]\d{0,3}$/;

function sameOrigin(url: string, origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(origin).origin ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

/** An image address a page may show: https, or the league API's own media served by the site. */
export function imageSrc(src: string | undefined, context: SanitizeContext): string | null {
  if (!src) return null;
  const local = sameOrigin(src, context.mediaOrigin);
  if (local !== null) return /^\/media\/[\w-]+\/[\w.-]{1,100}$/.test(local) ? local : null;
  return /^https:\/\/[^\s"'<>]+$/i.test(src) ? src : null;
}

/**
 * Article HTML from the CMS is outside input. It is cleaned on the server with an allowlist
 * before React sees it: text structure, tables, links and images only. No style, no event
 * handlers, no frames, forms or scripts; links only to http(s), mailto or this site's paths,
 * images only over https, so `<script>`, `onerror=` and `javascript:` never reach a visitor.
 */
function options(context: SanitizeContext): sanitizeHtml.IOptions {
  return {
    allowedTags: [
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
    ],
    allowedAttributes: {
      a: ['href', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // `//host/x` would take the page's scheme to a host the allowlist never saw written out.
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT,
    ...(context.rtl ? { textFilter: isolateLatinRuns } : {}),
    transformTags: {
      // The page's own heading is the h1; older posts also use b and i.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        if (attribs.href === undefined) return { tagName, attribs: {} };
        const href = attribs.href.trim();
        const local = /^\/(?![/\\])/.test(href)
          ? href
          : (context.siteOrigins ?? []).map((o) => sameOrigin(href, o)).find((p) => p !== null);
        return { tagName, attribs: local ? { href: local } : { href: attribs.href, rel: 'noopener noreferrer' } };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const src = imageSrc(attribs.src, context);
        const sized = SIZE.test(attribs.width ?? '') && SIZE.test(attribs.height ?? '');
        return {
          tagName,
          attribs:
            src === null
              ? {}
              : {
                  src,
                  alt: attribs.alt ?? '',
                  ...(sized ? { width: attribs.width!, height: attribs.height! } : {}),
                  loading: 'lazy',
                  decoding: 'async',
                },
        };
      },
      th: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: { ...attribs, scope: attribs.scope === 'row' ? 'row' : 'col' },
      }),
    },
    // An image whose source was refused is nothing to show, nor is a paragraph left empty.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !frame.attribs.src) ||
      (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
  };
}

const ENTITY = '&(?:#\\d+|#x[\\da-f]+|[a-z]+);';
const LATIN = 'a-z0-9\\u00c0-\\u024f';
/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana and their presentation forms) end a run. */
const NOT_RTL = `(?:${ENTITY}|[^&\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufeff])`;
const LATIN_RUN = new RegExp(`${ENTITY}|[${LATIN}](?:${NOT_RTL}*[${LATIN}])?`, 'gi');

/**
 * Escaped text with each run from a Latin letter or digit to the last one before right-to-left
 * text put in a left-to-right `<bdi>`. Inside Arabic the bidirectional algorithm would otherwise
 * reorder a run's numbers and punctuation: "Bus: 79, 65, L80, L82" read "L80, L82 ,65 ,79".
 * Entities stay whole, and no run starts inside one.
 */
export function isolateLatinRuns(escaped: string): string {
  return escaped.replace(LATIN_RUN, (run) => (run.startsWith('&') ? run : `<bdi dir="ltr">${run}</bdi>`));
}

export function sanitizeArticle(html: string, context: SanitizeContext = {}): string {
  return sanitizeHtml(html, options(context));
}

/** Plain text of an HTML fragment (titles, excerpts): React escapes it when rendering. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  iexcl: '¡',
  iquest: '¿',
};

/** The entities WordPress writes in titles: numeric ones and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
