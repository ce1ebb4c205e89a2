import type { SportsTeam, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { type HeadData, headTags } from '../../src/server/render/head.js';

const HEAD: HeadData = {
  title: 'T',
  description: 'D',
  canonical: 'https://x.test/a',
  shareUrl: 'https://x.test/a',
  image: 'https://x.test/i.jpg',
  locale: 'en_GB',
  localeAlternates: [],
  hreflang: [],
  noindex: false,
};

describe('JSON-LD in the head', () => {
  it('cannot close its script element or open another, whatever a name holds', () => {
    const team: WithContext<SportsTeam> = {
      '@context': 'https://schema.org',
      '@type': 'SportsTeam',
      name: '</script><script>alert(1)</script>&<!--',
    };
    const html = headTags({ ...HEAD, jsonLd: [team] }, 'Site');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>&<!--');
  });

  it('writes one script element per object, in order', () => {
    const thing = (name: string): WithContext<SportsTeam> => ({
      '@context': 'https://schema.org',
      '@type': 'SportsTeam',
      name,
    });
    const html = headTags({ ...HEAD, jsonLd: [thing('A'), thing('B')] }, 'Site');
    const names = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!).name,
    );
    expect(names).toEqual(['A', 'B']);
  });

  it('is left out when the page has none', () => {
    expect(headTags(HEAD, 'Site')).not.toContain('ld+json');
  });
});

describe('Open Graph type and picture', () => {
  it.each([
    [{}, 'website'],
    [{ profile: true }, 'profile'],
    [{ article: { published: null, modified: null } }, 'article'],
  ] as const)('%o is og:type %s', (extra, type) => {
    expect(headTags({ ...HEAD, ...extra }, 'Site')).toContain(`<meta property="og:type" content="${type}">`);
  });

  it('gives every share picture its size, and a drawn one its words for Open Graph and X', () => {
    const region = headTags(HEAD, 'Site');
    expect(region).toContain('<meta property="og:image:width" content="1200">');
    expect(region).toContain('<meta property="og:image:height" content="630">');
    expect(region).not.toContain('image:alt');
    const drawn = headTags({ ...HEAD, imageAlt: 'Crest of PIO FC' }, 'Site');
    expect(drawn).toContain('<meta property="og:image:alt" content="Crest of PIO FC">');
    expect(drawn).toContain('<meta name="twitter:image:alt" content="Crest of PIO FC">');
  });
});
