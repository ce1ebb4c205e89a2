import { zoneLabel } from '../../i18n/dates.js';
import { isUnavailable, type MatchesPageData } from '../page-data.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { MatchCard } from '../components/match-card.js';

export function MatchesPage() {
  const t = useT();
  const { base, data, path, lang, now } = usePage();
  const region = useRegion()!;
  const view = data === null || isUnavailable(data) ? null : (data as MatchesPageData).view;
  return (
    <>
      <header className="page-head">
        <p className="kicker">{region.leagueTitle}</p>
        <h1>{t(`page.${base}`)}</h1>
      </header>
      {!view ? (
        <p className="notice">{data === null || isUnavailable(data) ? t('data.unavailable') : t('tables.noSeason')}</p>
      ) : (
        <>
          {view.turns.length > 1 && (
            <form className="season-picker" method="get" action={path}>
              <label htmlFor="turn">{t('matches.turn')}</label>
              <select id="turn" name="turn" defaultValue={view.turnId ?? undefined}>
                {view.turns.map((turn) => <option key={turn.id} value={turn.id}>{turn.name}</option>)}
              </select>
              <button type="submit" className="button">{t('tables.show')}</button>
            </form>
          )}
          <h2 className="section-title">{view.turnName}</h2>
          <p className="muted">{t('matches.timeZone', { zone: zoneLabel(now, lang, region.timeZone) })}</p>
          {view.matches.length === 0 ? <p className="notice">{t('matches.none')}</p> : (
            <ul className="match-list">{view.matches.map((m) => <li key={m.id}><MatchCard match={m} /></li>)}</ul>
          )}
        </>
      )}
    </>
  );
}
