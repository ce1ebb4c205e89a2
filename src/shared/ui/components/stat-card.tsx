import type { CSSProperties } from 'react';
import type { StatsBase } from '../../league/stats-boards.js';
import type { Leader } from '../../league/stats-overview-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { formatFigure } from './stats-labels.js';
import { Crest, usePlayerHref, useTeamHref } from './stats-who.js';
import { TurnName } from './turn-name.js';

export interface StatCardData {
  /** The full leaderboard's page. */
  base: StatsBase;
  /** The code of its figure; null for the matchday MVPs, which name turns. */
  code: string | null;
  /** Null: could not be loaded now. */
  leaders: Leader[] | null;
}

/** The picture of a line: the player's photo ringed in the team's colour, or the team's crest. */
function Picture({ leader, size }: { leader: Leader; size: number }) {
  if (!leader.player?.image)
    return (
      <span className="stat-crest">
        <Crest team={leader.team} size={size} />
      </span>
    );
  const ring = { '--ring': leader.team?.color ?? 'var(--line)' } as CSSProperties;
  return (
    <img
      className="stat-photo"
      style={ring}
      src={leader.player.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/** One statistic's top three, the first one large, and a link to its whole leaderboard. */
export function StatCard({ card, season }: { card: StatCardData; season: number | null }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const playerHref = usePlayerHref();
  const teamHref = useTeamHref();
  const id = `card-${card.base}`;
  const title = t(`page.${card.base}`);
  return (
    <article className="stat-card" aria-labelledby={id}>
      <h3 id={id} className="stat-card-title">
        {title}
      </h3>
      {card.leaders === null ? (
        <p className="stat-card-note">{t('data.partial')}</p>
      ) : card.leaders.length === 0 ? (
        <p className="stat-card-note">{t('stats.noneYet')}</p>
      ) : (
        <ol className="stat-leaders">
          {card.leaders.map((l, i) => (
            <li
              key={`${l.player?.id ?? l.team?.id}-${l.turn ?? i}`}
              className={i === 0 ? 'stat-leader is-first' : 'stat-leader'}
            >
              <span className="stat-rank">{l.rank ?? ''}</span>
              <Picture leader={l} size={i === 0 ? 64 : 36} />
              <span className="stat-who">
                {l.player ? (
                  <a href={playerHref(l.player)}>{l.player.name}</a>
                ) : (
                  l.team && <a href={teamHref(l.team)}>{l.team.name}</a>
                )}
                {l.player && l.team && (
                  <span className="stat-team" dir="auto">
                    {l.team.name}
                  </span>
                )}
              </span>
              {l.turn ? (
                <span className="stat-turn">
                  <TurnName turn={l.turn} soFar={l.soFar} />
                </span>
              ) : (
                <span className="stat-value">
                  {formatFigure(l.value, 'total', card.code ?? '', lang)}{' '}
                  <abbr className="stat-unit" title={t(`stats.stat.${card.code}`)}>
                    {t(`stats.abbr.${card.code}`)}
                  </abbr>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <a
        className="stat-card-more"
        href={href(card.base, lang, { region: region.slug }, { query: { season: season ?? undefined } })}
      >
        {t('stats.fullRanking')}
        <span className="visually-hidden">: {title}</span>
      </a>
    </article>
  );
}
