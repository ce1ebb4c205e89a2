import { describe, expect, it } from 'vitest';
import { articleBlocks } from '../../../src/server/data/article-body.js';

const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ', url: YT, caption: null };

describe('articleBlocks: sanitized HTML with allowed embeds between', () => {
  it.each([
    [
      'a WordPress video block',
      '<p>a</p><figure class="wp-block-embed is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" onload="x()"></iframe></div></figure><p>b</p>',
      [
        { kind: 'html', html: '<p>a</p>' },
        { kind: 'embed', embed: youtube },
        { kind: 'html', html: '<p>b</p>' },
      ],
    ],
    [
      'a block holding the bare address, with a caption',
      `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\n${YT}\n</div><figcaption>Los <b>goles</b></figcaption></figure>`,
      [{ kind: 'embed', embed: { ...youtube, caption: 'Los goles' } }],
    ],
    [
      'a bare iframe inside a paragraph',
      '<p>a <iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe> b</p>',
      [
        { kind: 'html', html: '<p>a </p>' },
        { kind: 'embed', embed: youtube },
        { kind: 'html', html: 'b' },
      ],
    ],
    [
      'an X post and its script',
      '<blockquote class="twitter-tweet"><p>hola</p>&mdash; KL (@KingsLeague) <a href="https://twitter.com/KingsLeague/status/1431483161473753372?ref_src=twsrc%5Etfw">1 may</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>',
      [
        {
          kind: 'embed',
          embed: {
            provider: 'x',
            id: '1431483161473753372',
            url: 'https://x.com/KingsLeague/status/1431483161473753372',
            caption: null,
          },
        },
      ],
    ],
    [
      'an Instagram post',
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/CxYz_12-ab/?utm_source=ig_embed"><a href="https://www.instagram.com/p/CxYz_12-ab/">ver</a></blockquote><script src="//www.instagram.com/embed.js"></script>',
      [
        {
          kind: 'embed',
          embed: {
            provider: 'instagram',
            id: 'CxYz_12-ab',
            url: 'https://www.instagram.com/p/CxYz_12-ab/',
            caption: null,
          },
        },
      ],
    ],
    [
      'a TikTok video',
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@kingsleague/video/7212345678901234567"><section>x</section></blockquote>',
      [
        {
          kind: 'embed',
          embed: {
            provider: 'tiktok',
            id: '7212345678901234567',
            url: 'https://www.tiktok.com/@kingsleague/video/7212345678901234567',
            caption: null,
          },
        },
      ],
    ],
    [
      'a Twitch channel',
      '<iframe src="https://player.twitch.tv/?channel=kingsleague&amp;parent=kingsleague.pro" allowfullscreen></iframe>',
      [
        {
          kind: 'embed',
          embed: {
            provider: 'twitch',
            id: 'channel:kingsleague',
            url: 'https://www.twitch.tv/kingsleague',
            caption: null,
          },
        },
      ],
    ],
  ])('%s', (_name, html, blocks) => {
    expect(articleBlocks(html)).toEqual(blocks);
  });

  it.each([
    [
      'a frame of another host',
      '<p>a</p><iframe src="https://evil.example/embed/1"></iframe>',
      [{ kind: 'html', html: '<p>a</p>' }],
    ],
    [
      'a frame with a script address',
      '<iframe src="javascript:alert(1)"></iframe><p>b</p>',
      [{ kind: 'html', html: '<p>b</p>' }],
    ],
    [
      'an embed inside a script or a comment',
      '<script><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></script><!-- <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe> --><p>c</p>',
      [{ kind: 'html', html: '<p>c</p>' }],
    ],
    [
      'a quote that only looks like a post',
      '<blockquote class="twitter-tweet"><p>t</p><a href="https://evil.example/x">x</a></blockquote>',
      [
        {
          kind: 'html',
          html: '<blockquote><p>t</p><a href="https://evil.example/x" rel="noopener noreferrer">x</a></blockquote>',
        },
      ],
    ],
  ])('%s is no embed', (_name, html, blocks) => {
    expect(articleBlocks(html)).toEqual(blocks);
  });

  it('keeps nothing of a hostile embed but its provider and id', () => {
    const blocks = articleBlocks(
      '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>x()</script>" onload="x()"></iframe><figcaption><img src=x onerror=x()>ok</figcaption></figure>',
    );
    expect(blocks).toEqual([{ kind: 'embed', embed: { ...youtube, caption: 'ok' } }]);
  });
});
