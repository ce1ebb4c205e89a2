import type { SocialKind } from '../../config/regions.js';

/** Simple monochrome marks, drawn in a 24×24 box with currentColor. */
const PATHS: Record<SocialKind, string> = {
  youtube: 'M3 7.5C3 5.6 4.6 4 6.5 4h11C19.4 4 21 5.6 21 7.5v9c0 1.9-1.6 3.5-3.5 3.5h-11C4.6 20 3 18.4 3 16.5zM10 8.8v6.4l5.5-3.2z',
  twitch: 'M5 3 3.5 6.5V19H8v2.5h2.5L13 19h3.5L21 14.5V3zm14 10.5L16.5 16H12l-2.5 2.5V16H6V5h13zM14.5 8h2v4.5h-2zm-5 0h2v4.5h-2z',
  twitter: 'M4 3h4.6l4.1 5.8L17.6 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.3L6.6 21H4.2l6.6-7.6z',
  instagram: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zm4.5 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-3.2a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
  tiktok: 'M13 3h3c.3 2.2 1.7 3.6 4 3.9v3c-1.5 0-2.8-.4-4-1.2V15a6 6 0 1 1-6-6v3.1a3 3 0 1 0 3 2.9z',
  discord: 'M7 5.5c1.5-.7 3.1-1 5-1s3.5.3 5 1c2 2.8 3 6 2.7 9.6-1.6 1.2-3.2 1.9-4.8 2.4l-1-1.7c-1.2.3-2.6.3-3.8 0l-1 1.7c-1.6-.5-3.2-1.2-4.8-2.4C4 11.5 5 8.3 7 5.5zM9.3 10.3a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zm5.4 0a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8z',
  facebook: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8v3h2.5V21z',
  kick: 'M4 3h5v4h2V5h2V3h7v6h-2v2h-2v2h2v2h2v6h-7v-2h-2v-2H9v4H4z',
};

export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[kind]} />
    </svg>
  );
}

export const NETWORK_NAMES: Record<SocialKind, string> = {
  youtube: 'YouTube', twitch: 'Twitch', twitter: 'X', instagram: 'Instagram', tiktok: 'TikTok', discord: 'Discord', facebook: 'Facebook', kick: 'Kick',
};
