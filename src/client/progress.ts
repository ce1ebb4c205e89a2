/** A thin bar at the top, shown only when a navigation takes longer than a blink. */
const SHOW_AFTER_MS = 150;

export function startProgress(): () => void {
  const bar = document.createElement('div');
  bar.className = 'nav-progress';
  bar.setAttribute('aria-hidden', 'true');
  const main = document.getElementById('main');
  main?.setAttribute('aria-busy', 'true');
  const timer = setTimeout(() => document.body.append(bar), SHOW_AFTER_MS);
  return () => {
    clearTimeout(timer);
    bar.remove();
    main?.removeAttribute('aria-busy');
  };
}
