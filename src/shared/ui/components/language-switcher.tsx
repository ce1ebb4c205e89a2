import { LANGS, LOCALES } from '../../config/locales.js';
import { usePage, useT } from '../app-context.js';
import { rememberLanguage } from './locale-cookie.js';

/** The same page in every language; keyed by path so it closes after a navigation. */
export function LanguageSwitcher() {
  const { lang, alternates, path } = usePage();
  const t = useT();
  return (
    <details className="dropdown lang-switcher" key={path}>
      <summary>
        <span className="visually-hidden">{t('site.chooseLanguage')}: </span>
        <span aria-hidden="true" className="lang-code">{lang.toUpperCase()}</span>
        <span className="lang-name">{LOCALES[lang].name}</span>
      </summary>
      <ul className="dropdown-panel">
        {LANGS.map((l) => (
          <li key={l}>
            <a href={alternates[l]} hrefLang={LOCALES[l].tag} lang={LOCALES[l].tag} aria-current={l === lang ? 'true' : undefined} onClick={() => rememberLanguage(l)}>
              {LOCALES[l].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
