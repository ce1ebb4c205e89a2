import { describe, expect, it } from 'vitest';
import {
  EMBED_FRAME_ORIGINS,
  EMBED_PROVIDERS,
  type EmbedProvider,
  embedFrameSrc,
  embedFromUrl,
} from '../../../src/shared/league/news-embeds.js';

describe('embedFromUrl: the allow-list of embeds', () => {
  it.each([
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed',
      'youtube',
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=4',
      'youtube',
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'youtube',
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'https://player.twitch.tv/?channel=KingsLeague&parent=x',
      'twitch',
      'channel:kingsleague',
      'https://www.twitch.tv/kingsleague',
    ],
    [
      'https://player.twitch.tv/?video=v123456789&parent=x',
      'twitch',
      'video:123456789',
      'https://www.twitch.tv/videos/123456789',
    ],
    [
      'https://clips.twitch.tv/embed?clip=FunnyClip-abc&parent=x',
      'twitch',
      'clip:FunnyClip-abc',
      'https://clips.twitch.tv/FunnyClip-abc',
    ],
    [
      'https://www.twitch.tv/kingsleague/clip/FunnyClip-abc',
      'twitch',
      'clip:FunnyClip-abc',
      'https://clips.twitch.tv/FunnyClip-abc',
    ],
    ['https://www.twitch.tv/videos/123456789', 'twitch', 'video:123456789', 'https://www.twitch.tv/videos/123456789'],
    ['https://www.twitch.tv/kingsleague', 'twitch', 'channel:kingsleague', 'https://www.twitch.tv/kingsleague'],
    [
      'https://www.tiktok.com/@kingsleague/video/7212345678901234567',
      'tiktok',
      '7212345678901234567',
      'https://www.tiktok.com/@kingsleague/video/7212345678901234567',
    ],
    [
      'https://www.tiktok.com/embed/v2/7212345678901234567',
      'tiktok',
      '7212345678901234567',
      'https://www.tiktok.com/embed/v2/7212345678901234567',
    ],
    [
      'https://twitter.com/KingsLeague/status/1431483161473753372?ref_src=twsrc%5Etfw',
      'x',
      '1431483161473753372',
      'https://x.com/KingsLeague/status/1431483161473753372',
    ],
    [
      'https://x.com/KingsLeague/status/1431483161473753372',
      'x',
      '1431483161473753372',
      'https://x.com/KingsLeague/status/1431483161473753372',
    ],
    [
      'https://platform.twitter.com/embed/Tweet.html?id=1431483161473753372',
      'x',
      '1431483161473753372',
      'https://x.com/i/status/1431483161473753372',
    ],
    [
      'https://www.instagram.com/p/CxYz_12-ab/?utm_source=ig_embed',
      'instagram',
      'CxYz_12-ab',
      'https://www.instagram.com/p/CxYz_12-ab/',
    ],
    [
      'https://www.instagram.com/reel/CxYz_12-ab/',
      'instagram',
      'CxYz_12-ab',
      'https://www.instagram.com/p/CxYz_12-ab/',
    ],
    ['//www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('%s → %s %s', (url, provider, id, page) => {
    expect(embedFromUrl(url)).toEqual({ provider, id, url: page });
  });

  it.each([
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ',
    'data:text/html,youtube.com',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/embed/dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/watch',
    'https://twitter.com/KingsLeague/status/notanumber',
    'https://twitter.com/KingsLeague',
    'https://www.instagram.com/kingsleague/',
    'https://www.tiktok.com/@kingsleague',
    'https://player.twitch.tv/?channel=a%22b',
    'not a url',
  ])('%s is not an allowed embed', (url) => {
    expect(embedFromUrl(url)).toBeNull();
  });
});

describe('frames', () => {
  it.each([
    ['youtube', 'dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'twitch',
      'channel:kingsleague',
      'https://player.twitch.tv/?channel=kingsleague&parent=site.example&autoplay=false',
    ],
    ['twitch', 'video:123456789', 'https://player.twitch.tv/?video=v123456789&parent=site.example&autoplay=false'],
    ['twitch', 'clip:Funny-1', 'https://clips.twitch.tv/embed?clip=Funny-1&parent=site.example&autoplay=false'],
    ['tiktok', '7212345678901234567', 'https://www.tiktok.com/embed/v2/7212345678901234567'],
    ['x', '1431483161473753372', 'https://platform.twitter.com/embed/Tweet.html?id=1431483161473753372&dnt=true'],
    ['instagram', 'CxYz_12-ab', 'https://www.instagram.com/p/CxYz_12-ab/embed/'],
  ] as const)('%s %s → %s, from an origin the CSP allows', (provider, id, src) => {
    expect(embedFrameSrc({ provider: provider as EmbedProvider, id }, 'site.example')).toBe(src);
    expect(EMBED_FRAME_ORIGINS).toContain(new URL(src).origin);
  });

  it("lists exactly the providers' frame origins", () => {
    expect(Object.keys(EMBED_PROVIDERS).sort()).toEqual(['instagram', 'tiktok', 'twitch', 'x', 'youtube']);
    expect([...EMBED_FRAME_ORIGINS].sort()).toEqual([
      'https://clips.twitch.tv',
      'https://platform.twitter.com',
      'https://player.twitch.tv',
      'https://www.instagram.com',
      'https://www.tiktok.com',
      'https://www.youtube-nocookie.com',
    ]);
  });
});
