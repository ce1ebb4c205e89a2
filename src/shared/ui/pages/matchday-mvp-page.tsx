import type { CSSProperties } from 'react';
import type { StatsSeason } from '../../league/leaderboard-view.js';
import type { TurnMvp } from '../../league/stats-overview-view.js';
import { useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { SeasonPicker } from '../components/season-picker.js';
import { StatsNav } from '../components/stats-nav.js';
import { Crest, usePlayerHref, useTeamHref } from '../components/stats-who.js';
import { TurnName } from '../components/turn-name.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface MatchdayMvpData {
  season: StatsSeason;
  /** Newest first; turns not played yet are not listed, open ones are marked. */
  turns: TurnMvp[];
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    'matchday-mvp': MatchdayMvpData;
  }
}

/** Each turn's MVP, newest first. */
function MvpGrid({ turns, label }: { turns: MatchdayMvpData['turns']; label: string }) {
  const playerHref = usePlayerHref();
  const teamHref = useTeamHref();
  return (
    <ol className="mvp-grid" aria-label={label}>
      {turns.map((turn) => (
        <li
          key={turn.turnId}
          className="mvp-card"
          style={{ '--ring': turn.team?.color ?? 'var(--line)' } as CSSProperties}
        >
          <p className="mvp-turn">
            <TurnName turn={turn.turn} soFar={turn.soFar} />
          </p>
          {turn.player.image ? (
            <img
              className="stat-photo"
              src={turn.player.image}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Crest team={turn.team} size={72} />
          )}
          <p className="mvp-who">
            <a className="who-name" href={playerHref(turn.player)}>
              {turn.player.name}
            </a>
            {turn.team && (
              <a className="who-team" href={teamHref(turn.team)}>
                {turn.team.name}
              </a>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

export default definePage(
  'matchday-mvp',
  ['stats.lead', 'stats.noStats', 'stats.overview', 'stats.soFar', 'stats.tabsBack', 'stats.tabsOn', 'tables'],
  function MatchdayMvpPage({ data }) {
    const t = useT();
    const region = useRegion()!;
    const { season, turns } = data;
    const seasonName = season.seasons.find((s) => s.id === season.selected)?.name;
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        <StatsNav side="players" season={season.param} />
        {season.selected === null ? (
          <p className="notice">{t('tables.noSeason')}</p>
        ) : (
          <>
            <div className="stats-bar">
              <p className="stats-lead">{t('stats.lead.matchdayMvp')}</p>
              <SeasonPicker seasons={season.seasons} selected={season.selected} />
            </div>
            {turns.length === 0 ? (
              <p className="notice">{t('stats.noStats')}</p>
            ) : (
              <DataPart source={turns} variant={`mvp-grid ${seasonName ?? ''}`}>
                <MvpGrid
                  turns={turns}
                  label={[t('page.region-stats-matchday-mvp'), seasonName].filter(Boolean).join(' · ')}
                />
              </DataPart>
            )}
          </>
        )}
      </>
    );
  },
);
