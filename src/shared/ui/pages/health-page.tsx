import { LOCALES } from '../../config/locales.js';
import { usePage, useSite, useT } from '../app-context.js';
import { definePage } from '../define-page.js';

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    health: null;
  }
}

/** The status page: what this instance serves, in which language, at which render time. */
export default definePage('health', function HealthPage() {
  const t = useT();
  const site = useSite();
  const { lang, now } = usePage();
  return (
    <>
      <h1>{t('page.health')}</h1>
      <p className="status-ok"><span aria-hidden="true" className="status-dot" />{t('health.ok')}</p>
      <dl className="facts">
        <dt>{t('health.context')}</dt><dd>{site.title}</dd>
        <dt>{t('health.language')}</dt><dd>{LOCALES[lang].name}</dd>
        <dt>{t('health.time')}</dt><dd><time dateTime={now}>{now}</time></dd>
      </dl>
    </>
  );
});
