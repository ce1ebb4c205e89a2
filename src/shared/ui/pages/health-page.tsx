import { LOCALES } from '../../config/locales.js';
import { formatNumber } from '../../i18n/numbers.js';
import type { InstanceStatus } from '../../instance.js';
import { usePage, useSite, useT } from '../app-context.js';
import { definePage } from '../define-page.js';

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    health: InstanceStatus;
  }
}

const Time = ({ iso, never }: { iso: string | null; never: string }) =>
  iso ? <time dateTime={iso}>{iso}</time> : never;

/** The status page, for operators: the league API as last heard, the caches, the version, the render time. */
export default definePage('health', ['health'], function HealthPage({ data }) {
  const t = useT();
  const site = useSite();
  const { lang, now } = usePage();
  const { upstream } = data;
  const summary = !upstream
    ? 'health.none'
    : upstream.reachable === false
      ? 'health.down'
      : upstream.reachable === null
        ? 'health.unknown'
        : 'health.ok';
  const fill = (cache: { entries: number; bytes: number }) =>
    t('health.fill', {
      entries: formatNumber(cache.entries, lang, 0),
      size: formatNumber(cache.bytes / 1024 / 1024, lang, 1),
    });
  return (
    <>
      <h1>{t('page.health')}</h1>
      <p className={summary === 'health.ok' ? 'status-ok' : 'status-down'} role="status">
        <span aria-hidden="true" className="status-dot" />
        {t(summary)}
      </p>
      <dl className="facts">
        <dt>{t('health.context')}</dt>
        <dd>{site.title}</dd>
        <dt>{t('health.language')}</dt>
        <dd>{LOCALES[lang].name}</dd>
        <dt>{t('health.time')}</dt>
        <dd>
          <time dateTime={now}>{now}</time>
        </dd>
        <dt>{t('health.version')}</dt>
        <dd>
          {data.version}
          {data.commit && ` (${data.commit})`}
        </dd>
        <dt>{t('health.started')}</dt>
        <dd>
          <time dateTime={data.startedAt}>{data.startedAt}</time>
        </dd>
        {upstream && (
          <>
            <dt>{t('health.upstream')}</dt>
            <dd>
              {upstream.reachable === false
                ? t('health.unreachable', { error: upstream.lastError ?? '' })
                : upstream.reachable
                  ? t('health.up')
                  : t('health.unknown')}
            </dd>
            <dt>{t('health.lastSuccess')}</dt>
            <dd>
              <Time iso={upstream.lastSuccess} never={t('health.never')} />
            </dd>
            <dt>{t('health.lastFailure')}</dt>
            <dd>
              <Time iso={upstream.lastFailure} never={t('health.never')} />
            </dd>
          </>
        )}
        {data.dataCache && (
          <>
            <dt>{t('health.dataCache')}</dt>
            <dd>{fill(data.dataCache)}</dd>
          </>
        )}
        <dt>{t('health.pageCache')}</dt>
        <dd>{fill(data.pageCache)}</dd>
      </dl>
    </>
  );
});
