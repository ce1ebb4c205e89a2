import { describe, expect, it } from 'vitest';
import { headTags, type HeadData } from '../../src/server/render/head.js';

const HEAD: HeadData = {
  title: 'T', description: 'D', canonical: 'https://x.test/a', shareUrl: 'https://x.test/a', image: 'https://x.test/i.jpg',
  locale: 'en_GB', localeAlternates: [], hreflang: [], noindex: false,
};

describe('JSON-LD in the head', () => {
  it('cannot close its script element or open another, whatever a name holds', () => {
    const html = headTags({ ...HEAD, jsonLd: { '@type': 'SportsTeam', name: '</script><script>alert(1)</script>&<!--' } }, 'Site');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>&<!--');
  });

  it('is left out when the page has none', () => {
    expect(headTags(HEAD, 'Site')).not.toContain('ld+json');
  });
});
