import { LANGS, LOCALES } from '../../config/locales.js';
import { usePage, useT } from '../app-context.js';
import { Dropdown } from './dropdown.js';
import { rememberLanguage } from './locale-cookie.js';

/**
 * The same page in every language, each named in its own language; the pick is remembered. The
 * same page keeps its query (a matchday, a simulator's picks): the server writes the page's, and
 * a click takes the address's own, which an interactive page may have changed since.
 */
export function LanguageSwitcher() {
  const { lang, alternates, search } = usePage();
  const t = useT();
  const summary = (
    <>
      <span className="visually-hidden">{t('site.chooseLanguage')}: </span>
      <svg className="globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3z"
        />
      </svg>
      <span className="lang-code" aria-hidden="true">
        {lang.toUpperCase()}
      </span>
      <span className="lang-name">{LOCALES[lang].name}</span>
    </>
  );
  return (
    <Dropdown className="lang-switcher" summary={summary}>
      {LANGS.map((l) => (
        <li key={l}>
          <a
            href={alternates[l].exact && search ? `${alternates[l].href}?${search}` : alternates[l].href}
            hrefLang={LOCALES[l].tag}
            lang={LOCALES[l].tag}
            dir={LOCALES[l].dir}
            aria-current={l === lang ? 'page' : undefined}
            onClick={(event) => {
              rememberLanguage(l);
              if (alternates[l].exact) event.currentTarget.search = location.search;
            }}
          >
            {LOCALES[l].name}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}
