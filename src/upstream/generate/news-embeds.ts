import type { Rng } from '../rng.js';

/**
 * Embeds as WordPress renders them into post content: a video block's iframe, or an oEmbed
 * blockquote followed by the provider's script. The site must turn each into a click-to-load
 * placeholder; nothing here is ever loaded by the embedded API itself.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const token = (rng: Rng, length: number, alphabet = ALPHABET) =>
  Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
const digits = (rng: Rng, length: number) => String(rng.int(1, 9)) + token(rng, length - 1, '0123456789');

const figure = (provider: string, type: 'video' | 'rich', inner: string) =>
  `<figure class="wp-block-embed is-type-${type} is-provider-${provider} wp-block-embed-${provider}"><div class="wp-block-embed__wrapper">\n${inner}\n</div></figure>`;

export function youtubeEmbed(rng: Rng, title: string): string {
  const id = token(rng, 11);
  return figure(
    'youtube',
    'video',
    `<iframe title="${escapeHtml(title)}" width="500" height="281" src="https://www.youtube.com/embed/${id}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
  );
}

export function twitchEmbed(channel: string): string {
  return figure(
    'twitch',
    'video',
    `<iframe src="https://player.twitch.tv/?channel=${channel.toLowerCase()}&amp;parent=kingsleague.pro&amp;autoplay=false" height="378" width="620" allowfullscreen></iframe>`,
  );
}

export function xEmbed(rng: Rng, handle: string, text: string, lang: string): string {
  const id = digits(rng, 19);
  return figure(
    'twitter',
    'rich',
    `<blockquote class="twitter-tweet" data-width="550" data-dnt="true"><p lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(text)}</p>&mdash; ${handle} (@${handle}) <a href="https://twitter.com/${handle}/status/${id}?ref_src=twsrc%5Etfw">${id}</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`,
  );
}

export function instagramEmbed(rng: Rng, handle: string): string {
  const code = token(rng, 11);
  return `<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/${code}/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"><div><a href="https://www.instagram.com/p/${code}/?utm_source=ig_embed&amp;utm_campaign=loading" target="_blank">@${handle.toLowerCase()}</a></div></blockquote>\n<script async src="//www.instagram.com/embed.js"></script>`;
}

export function tiktokEmbed(rng: Rng, handle: string): string {
  const id = digits(rng, 19);
  const user = handle.toLowerCase();
  return `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${user}/video/${id}" data-video-id="${id}" style="max-width: 605px;min-width: 325px;"><section><a target="_blank" title="@${user}" href="https://www.tiktok.com/@${user}?refer=embed">@${user}</a></section></blockquote>\n<script async src="https://www.tiktok.com/embed.js"></script>`;
}
