import type { SocialKind } from '../../config/regions.js';

/** The sprite of the networks' marks: simple monochrome shapes in a 24×24 box, drawn in currentColor. */
export const SOCIAL_SPRITE = '/img/social.svg';

/**
 * A network's mark from the sprite: an image the browser caches once for every page, rather
 * than its shapes in every page's script.
 */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_SPRITE}#${kind}`} />
    </svg>
  );
}

export const NETWORK_NAMES: Record<SocialKind, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  twitter: 'X',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  discord: 'Discord',
  facebook: 'Facebook',
  kick: 'Kick',
};
