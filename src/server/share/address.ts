import type { SharePicture } from './card.js';

/**
 * A share image's address: `/_share{page path}.{version}.png`. It names its subject by the page
 * it shows, so the image is made from the same loader, and its version, so a new score or name
 * is a new address (docs/decisions/0078-share-images.md).
 */
export const SHARE_PREFIX = '/_share';

const ADDRESS = /^\/_share(\/[^?#]+)\.([0-9a-f]{12})\.png$/;

/** The head's picture for a page that draws its own, and its words. */
export function shareHead(origin: string, pagePath: string, share: SharePicture): { image: string; imageAlt: string } {
  return { image: origin + shareImagePath(pagePath, share.version), imageAlt: share.card.alt };
}

export function shareImagePath(pagePath: string, version: string): string {
  return `${SHARE_PREFIX}${pagePath}.${version}.png`;
}

/** The page and the version an address names; null for anything else. */
export function readShareImagePath(path: string): { page: string; version: string } | null {
  const found = ADDRESS.exec(path);
  return found ? { page: found[1]!, version: found[2]! } : null;
}
