import type { ReactNode } from 'react';
import { LOCALES } from '../../../config/locales.js';
import type { ContentPage } from '../../../league/content-views.js';
import { usePage, useRegion, useT } from '../../app-context.js';

/**
 * An editorial page's text: a note when it is shown in the region's own language because the
 * visitor's is missing, and that text marked with its language so it is read out correctly.
 */
export function ContentFrame({ page, children }: { page: ContentPage<unknown>; children: ReactNode }) {
  const t = useT();
  const { lang } = usePage();
  if (!page.fallback) return <>{children}</>;
  const original = LOCALES[page.lang];
  return (
    <>
      <p className="notice content-fallback" role="note">
        {t('content.fallback', { language: LOCALES[lang].name, original: original.name })}
      </p>
      <div lang={original.tag} dir={original.dir}>
        {children}
      </div>
    </>
  );
}

/** HTML from the CMS, already cleaned by the server's allowlist (server/data/sanitize.ts). */
export function Prose({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server by an allowlist (server/data/sanitize.ts)
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The CMS answered that it has no such page, in any language: said plainly. */
export function NotPublished() {
  const t = useT();
  const region = useRegion();
  return <p className="notice">{t('content.notPublished', { league: region?.leagueTitle ?? '' })}</p>;
}
