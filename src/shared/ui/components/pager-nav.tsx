import { formatNumber } from '../../i18n/numbers.js';
import type { Pager } from '../../league/pager.js';
import { usePage, useT } from '../app-context.js';

/** Previous, the page numbers around this one, next: plain links, so it works without JavaScript. `label` names the list. */
export function PagerNav({ pager, label }: { pager: Pager; label: string }) {
  const t = useT();
  const { lang } = usePage();
  if (pager.totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {pager.prev ? (
        <a className="pager-step" href={pager.prev} rel="prev">
          {t('news.previous')}
        </a>
      ) : (
        <span className="pager-step" aria-hidden="true" />
      )}
      <ol className="pager-pages">
        {pager.items.map((item, i) => (
          <li key={item ? item.page : `gap-${i}`}>
            {item === null ? (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            ) : item.page === pager.page ? (
              <a
                href={item.href}
                aria-current="page"
                aria-label={t('news.page', { page: formatNumber(item.page, lang) })}
              >
                {formatNumber(item.page, lang)}
              </a>
            ) : (
              <a href={item.href} aria-label={t('news.page', { page: formatNumber(item.page, lang) })}>
                {formatNumber(item.page, lang)}
              </a>
            )}
          </li>
        ))}
      </ol>
      {pager.next ? (
        <a className="pager-step" href={pager.next} rel="next">
          {t('news.next')}
        </a>
      ) : (
        <span className="pager-step" aria-hidden="true" />
      )}
    </nav>
  );
}
