import { MediaMissing, type MediaSource } from '../data/media-source.js';
import type { ShareCard } from './card.js';
import type { Pictures } from './draw.js';

/** What the drawing can read: resvg paints SVG, PNG and JPEG, not WebP. */
const DRAWN = new Set(['image/svg+xml', 'image/png', 'image/jpeg']);

/** Every `/media/…` picture a card shows. */
export function picturePaths(card: ShareCard): string[] {
  const paths =
    card.kind === 'team'
      ? [card.badge.picture]
      : card.kind === 'match'
        ? [card.home.badge.picture, card.away.badge.picture]
        : card.kind === 'player'
          ? [card.photo, card.team?.badge.picture]
          : [card.picture];
  return [...new Set(paths.filter((p): p is string => !!p))];
}

/**
 * The card's pictures from the site's kept copies. A picture the league API does not have is
 * left out (the card draws the team's letters instead); one it could not send fails the drawing,
 * so a picture missing by accident is never kept under an address that lasts a year.
 */
export async function loadPictures(card: ShareCard, media: MediaSource): Promise<Pictures> {
  const found = await Promise.all(
    picturePaths(card).map(async (path) => {
      try {
        const image = await media.image(path);
        return DRAWN.has(image.type)
          ? ([path, `data:${image.type};base64,${image.body.toString('base64')}`] as const)
          : null;
      } catch (error) {
        if (error instanceof MediaMissing) return null;
        throw error;
      }
    }),
  );
  return new Map(found.filter((f) => f !== null));
}
