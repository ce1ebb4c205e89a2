import { usePage, useRegion, useT } from '../app-context.js';
import { mainSections } from '../nav/menus.js';
import { LinkChips } from './menu-link.js';

/** Says plainly that content is not available yet and, unless told not to, where to go meanwhile. */
export function PendingNotice({ explore = true }: { explore?: boolean }) {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  const links = explore ? mainSections(context, region, lang) : [];
  return (
    <section className="notice">
      <svg className="notice-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="notice-body">
        <p className="notice-label">{t('pending.label')}</p>
        <p>{t('pending.text')}</p>
        {links.length > 0 && (
          <>
            <p>{t('pending.explore')}</p>
            <LinkChips items={links} />
          </>
        )}
      </div>
    </section>
  );
}
