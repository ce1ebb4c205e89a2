import { findRegion, type Region } from '../../config/regions.js';
import { calendarDate } from '../../i18n/dates.js';
import { formatNumber } from '../../i18n/numbers.js';
import type { PlayerMatchRow, PlayerSections, PlayerView } from '../../league/player-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchCard } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { RatingCard } from '../components/rating-card.js';
import { ShareButton } from '../components/share-button.js';
import { TeamBadge } from '../components/team-badge.js';
import { definePage } from '../define-page.js';
import { LatePart, type Later } from '../late-parts.js';

function Profile({ view, region }: { view: PlayerView; region: Region }) {
  const t = useT();
  const { lang } = usePage();
  const facts: [string, string | number][] = [];
  if (view.role) facts.push([t('player.position'), t(`player.roles.${view.role}`)]);
  if (view.jersey) facts.push([t('player.jersey'), view.jersey]);
  if (view.birthDate) facts.push([t('player.birthDate'), calendarDate(view.birthDate, lang)]);
  if (view.age !== null) facts.push([t('player.age'), view.age]);
  if (view.height !== null) facts.push([t('player.height'), t('player.heightValue', { cm: view.height })]);
  if (view.foot) facts.push([t('player.foot'), t(`player.feet.${view.foot}`)]);
  if (view.category) facts.push([t('player.category'), t(`player.categories.${view.category}`)]);
  return (
    <div className="player-profile">
      <PageHead kicker={region.leagueTitle} title={view.name}>
        <ShareButton title={view.name} />
      </PageHead>
      <p className="player-compare">
        <a href={href('region-compare', lang, { region: region.slug }, { query: { a: view.id } })}>
          {t('player.compare')}
        </a>
      </p>
      {view.knownAs && <p className="player-known-as">{t('player.knownAs', { name: view.knownAs })}</p>}
      <dl className="player-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {view.team && (
        <p className="player-team">
          <span className="player-team-label">{t('player.team')}</span>
          <a
            href={href('region-teams-team', lang, {
              region: region.slug,
              team: view.team.id,
              teamName: view.team.slug,
            })}
          >
            <TeamBadge color={view.team.color} shortName={view.team.shortName} logo={view.team.logo} size={36} />
            <span>{view.team.name}</span>
          </a>
        </p>
      )}
    </div>
  );
}

function SeasonStats({ view, stats }: { view: PlayerView; stats: PlayerSections['stats'] }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <section aria-labelledby="player-stats">
      <h2 id="player-stats" className="section-title">
        {t('player.stats')}
      </h2>
      {view.season && <p className="muted">{view.season}</p>}
      {stats === null ? (
        <p className="notice">{t('data.unavailable')}</p>
      ) : stats.length === 0 ? (
        <p className="notice">{t('player.noStats')}</p>
      ) : (
        <ul className="player-stats">
          {stats.map((s) => (
            <li key={s.code}>
              <span className="player-stat-value">{formatNumber(s.total, lang)}</span>
              <span className="player-stat-label">{t(`player.stat.${s.code}`)}</span>
              <span className="player-stat-rank">{t('player.rank', { n: s.ranking })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The player's line of a match: the result for the player's side, then minutes, goals, assists and cards where any. */
function MatchLine({ row }: { row: PlayerMatchRow }) {
  const t = useT();
  const parts = [
    row.minutes !== null && t('player.line.minutes', { n: row.minutes }),
    row.goals > 0 && t('player.line.goals', { n: row.goals }),
    row.assists > 0 && t('player.line.assists', { n: row.assists }),
    row.yellowCards > 0 && t('player.line.yellowCards', { n: row.yellowCards }),
    row.redCards > 0 && t('player.line.redCards', { n: row.redCards }),
  ].filter((p): p is string => Boolean(p));
  return (
    <p className="player-match-line">
      {row.result && (
        <span className={`player-match-result result-${row.result}`}>{t(`player.result.${row.result}`)}</span>
      )}
      {parts.join(' · ')}
    </p>
  );
}

/** The matches the player took part in this season, each linked to its page through its card. */
function OwnMatches({
  matches,
  region,
  global,
}: {
  matches: PlayerSections['matches'];
  region: Region;
  global: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="player-matches">
      <h2 id="player-matches" className="section-title">
        {t('player.ownMatches')}
      </h2>
      {matches === null ? (
        <p className="notice">{t('data.unavailable')}</p>
      ) : matches.length === 0 ? (
        <p className="notice">{t('player.noOwnMatches')}</p>
      ) : (
        <>
          <ZoneNote league={region.timeZone} />
          <ul className="match-list player-matches">
            {matches.map((row) => (
              <li key={row.match.id}>
                <MatchCard match={row.match} region={global ? region.slug : undefined} />
                <MatchLine row={row} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A player, under a region or globally; the global page shows the region the player was found in. */
export interface PlayerData {
  view: PlayerView;
  /** The season's statistics and the player's own matches, which may come after the page has begun. */
  sections: Later<PlayerSections>;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    player: PlayerData;
  }
}

export default definePage(
  'player',
  ['matches', 'player', 'share', 'status', 'zone'],
  function PlayerPage({ data: { view, sections } }) {
    const { context } = usePage();
    const pageRegion = useRegion();
    const region = pageRegion ?? findRegion(context, view.region)!;
    return (
      <article className="player">
        <div className="player-head">
          <Profile view={view} region={region} />
          <RatingCard view={view} />
        </div>
        <LatePart of={sections}>
          {(shown) => (
            <>
              <SeasonStats view={view} stats={shown?.stats ?? null} />
              <OwnMatches matches={shown?.matches ?? null} region={region} global={pageRegion === null} />
            </>
          )}
        </LatePart>
      </article>
    );
  },
);
