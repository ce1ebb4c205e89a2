import { regionsFor } from '../../config/regions.js';
import { samePageIn } from '../../routing/same-page-elsewhere.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { Dropdown } from './dropdown.js';

/**
 * The competitions of the context, each at the page the visitor is on when it has one; King of
 * Kings stays out of navigation (navVisible).
 */
export function CompetitionSwitcher() {
  const { context, lang, base } = usePage();
  const region = useRegion();
  const t = useT();
  const summary = (
    <>
      <span className="visually-hidden">{t('site.chooseLeague')}: </span>
      <span className="summary-text">{region ? t(`regions.${region.slug}`) : t('site.allLeagues')}</span>
    </>
  );
  return (
    <Dropdown className="competition-switcher" summary={summary}>
      {regionsFor(context)
        .filter((r) => r.navVisible)
        .map((r) => (
          <li key={r.slug}>
            <a
              href={samePageIn(base, r.slug, lang, context)}
              aria-current={r.slug === region?.slug ? 'true' : undefined}
            >
              {t(`regions.${r.slug}`)}
            </a>
          </li>
        ))}
    </Dropdown>
  );
}
