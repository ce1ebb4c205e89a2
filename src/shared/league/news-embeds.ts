/**
 * The embeds an article may hold, from an allow-list of providers. An embed is kept as its
 * provider and id only, and shown as a click-to-load placeholder: the provider's frame address
 * is built here from the id when the visitor asks for it, never taken from the CMS.
 */
export type EmbedProvider = 'youtube' | 'twitch' | 'tiktok' | 'x' | 'instagram';

export interface Embed {
  provider: EmbedProvider;
  /** The provider's id of the thing (`video:123`, `clip:Name` and `channel:name` for Twitch). */
  id: string;
  /** The embed's own page, for visitors who open it there (and for pages without JavaScript). */
  url: string;
  caption: string | null;
}

interface Provider {
  name: string;
  /** The frame shape: a 16:9 player, a tall vertical video, or a social post. */
  shape: 'video' | 'vertical' | 'post';
  frameOrigins: readonly string[];
  frame(id: string, host: string): string;
}

const twitch = (id: string, host: string) => {
  const [kind, value] = id.split(':') as [string, string];
  const tail = `&parent=${encodeURIComponent(host)}&autoplay=false`;
  if (kind === 'clip') return `https://clips.twitch.tv/embed?clip=${value}${tail}`;
  return `https://player.twitch.tv/?${kind === 'video' ? `video=v${value}` : `channel=${value}`}${tail}`;
};

export const EMBED_PROVIDERS: Readonly<Record<EmbedProvider, Provider>> = {
  youtube: {
    name: 'YouTube',
    shape: 'video',
    frameOrigins: ['https://www.youtube-nocookie.com'],
    frame: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  twitch: {
    name: 'Twitch',
    shape: 'video',
    frameOrigins: ['https://player.twitch.tv', 'https://clips.twitch.tv'],
    frame: twitch,
  },
  tiktok: {
    name: 'TikTok',
    shape: 'vertical',
    frameOrigins: ['https://www.tiktok.com'],
    frame: (id) => `https://www.tiktok.com/embed/v2/${id}`,
  },
  x: {
    name: 'X',
    shape: 'post',
    frameOrigins: ['https://platform.twitter.com'],
    frame: (id) => `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
  },
  instagram: {
    name: 'Instagram',
    shape: 'post',
    frameOrigins: ['https://www.instagram.com'],
    frame: (id) => `https://www.instagram.com/p/${id}/embed/`,
  },
};

/** Every origin a click-to-load frame may come from: exactly what the CSP's frame-src adds. */
export const EMBED_FRAME_ORIGINS: readonly string[] = Object.values(EMBED_PROVIDERS).flatMap((p) => p.frameOrigins);

export function embedFrameSrc(embed: Pick<Embed, 'provider' | 'id'>, host: string): string {
  return EMBED_PROVIDERS[embed.provider].frame(embed.id, host);
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const DIGITS = /^\d{5,25}$/;
const NAME = /^[\w.]{1,40}$/;

function youtube(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
}

function twitchId(url: URL, host: string): string | null {
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'player.twitch.tv') {
    const video = url.searchParams.get('video')?.replace(/^v/, '');
    if (video && DIGITS.test(video)) return `video:${video}`;
    const channel = url.searchParams.get('channel');
    return channel && NAME.test(channel) ? `channel:${channel.toLowerCase()}` : null;
  }
  const clip =
    host === 'clips.twitch.tv' ? (url.searchParams.get('clip') ?? path[0]) : path[1] === 'clip' ? path[2] : null;
  if (clip) return /^[\w-]{3,100}$/.test(clip) ? `clip:${clip}` : null;
  if (path[0] === 'videos') return path[1] && DIGITS.test(path[1]) ? `video:${path[1]}` : null;
  return path.length === 1 && NAME.test(path[0]!) ? `channel:${path[0]!.toLowerCase()}` : null;
}

const PAGE: Record<EmbedProvider, (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  twitch: (id) => {
    const [kind, value] = id.split(':');
    return kind === 'clip'
      ? `https://clips.twitch.tv/${value}`
      : kind === 'video'
        ? `https://www.twitch.tv/videos/${value}`
        : `https://www.twitch.tv/${value}`;
  },
  tiktok: (id) => `https://www.tiktok.com/embed/v2/${id}`,
  x: (id) => `https://x.com/i/status/${id}`,
  instagram: (id) => `https://www.instagram.com/p/${id}/`,
};

/** The provider and id an address names, or null when it is not one of the allowed embeds. */
export function embedFromUrl(raw: string): Omit<Embed, 'caption'> | null {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^\/\//, 'https://'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  let found: { provider: EmbedProvider; id: string | null | undefined; url?: string } | null = null;
  if (['youtube.com', 'youtu.be', 'youtube-nocookie.com'].includes(host))
    found = { provider: 'youtube', id: youtube(url, host) };
  else if (host.endsWith('twitch.tv')) found = { provider: 'twitch', id: twitchId(url, host) };
  else if (host === 'tiktok.com') {
    const user = path[0]?.startsWith('@') && path[1] === 'video' ? path[0].slice(1) : null;
    const id = user !== null ? path[2] : path[0] === 'embed' ? path.at(-1) : path[0] === 'player' ? path[2] : null;
    found = {
      provider: 'tiktok',
      id,
      ...(user && NAME.test(user) && id && DIGITS.test(id)
        ? { url: `https://www.tiktok.com/@${user}/video/${id}` }
        : {}),
    };
  } else if (host === 'twitter.com' || host === 'x.com') {
    const user = path[1] === 'status' ? path[0]! : null;
    found = {
      provider: 'x',
      id: user !== null ? path[2] : null,
      ...(user && NAME.test(user) && user !== 'i' ? { url: `https://x.com/${user}/status/${path[2]}` } : {}),
    };
  } else if (host === 'platform.twitter.com') found = { provider: 'x', id: url.searchParams.get('id') };
  else if (host === 'instagram.com')
    found = { provider: 'instagram', id: ['p', 'reel', 'tv'].includes(path[0] ?? '') ? path[1] : null };
  if (!found?.id) return null;
  const valid =
    found.provider === 'youtube'
      ? YOUTUBE_ID.test(found.id)
      : found.provider === 'instagram'
        ? /^[\w-]{5,40}$/.test(found.id)
        : found.provider === 'twitch'
          ? true
          : DIGITS.test(found.id);
  return valid ? { provider: found.provider, id: found.id, url: found.url ?? PAGE[found.provider](found.id) } : null;
}
