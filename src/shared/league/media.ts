/**
 * An upstream Image's address as a page may use it: the league API's own `/media/…` paths are
 * served by the site (server/plugins/media.ts); absolute https addresses stay as they are;
 * anything else (another scheme, a path elsewhere) is no image.
 */
export function mediaUrl(image: { url?: string | null } | null | undefined): string | null {
  const url = image?.url;
  if (typeof url !== 'string') return null;
  if (/^\/media\/[\w-]+\/[\w.-]{1,100}$/.test(url)) return url;
  return /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
}
