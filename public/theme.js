// Runs before the first paint: the theme the visitor picked with the header's switch, if any
// (src/shared/ui/components/theme-toggle.tsx); otherwise the system's setting applies.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {}
