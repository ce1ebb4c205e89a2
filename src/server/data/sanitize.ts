import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML from the CMS is outside input. It is cleaned on the server with an allowlist
 * before React sees it: text structure, links and images only. No style, no event handlers,
 * no frames or scripts, and URLs only with http(s) (links may also be mailto) or relative
 * images, so `<script>`, `onerror=` and `javascript:` never reach a visitor.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` would take the page's scheme to a host the allowlist never saw written out.
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never article prose: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'template', 'xmp', 'noembed', 'noframes', 'title'],
  transformTags: {
    // The page's own heading is the h1; older posts also use b and i.
    h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href === undefined ? {} : { href: attribs.href, rel: 'noopener noreferrer' },
    }),
  },
  // An image whose source was refused is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an HTML fragment (titles, excerpts): React escapes it when rendering. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags ?? [] });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', iexcl: '¡', iquest: '¿',
};

/** The entities WordPress writes in titles: numeric ones and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
