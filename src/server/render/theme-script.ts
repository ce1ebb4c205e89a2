import { createHash } from 'node:crypto';

/**
 * Runs before the first paint, in the head: the theme the visitor picked with the header's switch
 * (src/shared/ui/components/theme-toggle.tsx), if any; otherwise the system's setting applies.
 * Inline, so the first paint waits for no request of its own (docs/decisions/0043-dark-mode.md).
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";

/** The content security policy allows this one inline script by its hash, and no other. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
