import { useEffect, useState } from 'react';
import { useT } from '../app-context.js';

type Theme = 'light' | 'dark';

/** The theme on screen: the visitor's pick (the head's inline theme script, server/render/theme-script.ts, sets it before paint) or the system's. */
function shownTheme(): Theme {
  const picked = document.documentElement.dataset.theme;
  if (picked === 'light' || picked === 'dark') return picked;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function pick(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem('theme', theme);
  } catch {
    // Storage refused (private mode, full): the pick holds for this page only.
  }
}

/**
 * Dark mode on or off, remembered in this browser. It needs a script, so it shows only once the
 * page is hydrated; before, and without JavaScript, the system's setting decides.
 */
export function ThemeToggle() {
  const t = useT();
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(shownTheme() === 'dark'), []);
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => {
        pick(dark ? 'light' : 'dark');
        setDark(!dark);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M14.5 3.2a8.5 8.5 0 1 0 6.3 11.6A7 7 0 0 1 14.5 3.2z" />
      </svg>
      <span className="visually-hidden">{t('theme.dark')}</span>
    </button>
  );
}
