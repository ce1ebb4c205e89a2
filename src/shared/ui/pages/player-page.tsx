import { findRegion, type Region } from '../../config/regions.js';
import { calendarDate } from '../../i18n/dates.js';
import { formatNumber } from '../../i18n/numbers.js';
import type { PlayerSections, PlayerView } from '../../league/player-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchList } from '../components/match-card.js';
import { PageHead } from '../components/page-hero.js';
import { RatingCard } from '../components/rating-card.js';
import { ShareButton } from '../components/share-button.js';
import { TeamBadge } from '../components/team-badge.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
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

function TeamMatches({
  view,
  matches,
  region,
  global,
}: {
  view: PlayerView;
  matches: PlayerSections['matches'];
  region: Region;
  global: boolean;
}) {
  const t = useT();
  if (!view.team) return null;
  return (
    <section aria-labelledby="player-matches">
      <h2 id="player-matches" className="section-title">
        {t('player.matches', { team: view.team.name })}
      </h2>
      {matches === null ? (
        <p className="notice">{t('data.unavailable')}</p>
      ) : matches.length === 0 ? (
        <p className="notice">{t('player.noMatches')}</p>
      ) : (
        <>
          <ZoneNote league={region.timeZone} />
          {/* The team's fixtures, the same rows on each of its players' pages: the server keeps their HTML from the first. */}
          <DataPart source={matches} variant={global ? 'match-list global' : 'match-list'} shared>
            <MatchList matches={matches} region={global ? region.slug : undefined} />
          </DataPart>
        </>
      )}
    </section>
  );
}

/** A player, under a region or globally; the global page shows the region the player was found in. */
export interface PlayerData {
  view: PlayerView;
  /** The season's statistics and the team's matches, which may come after the page has begun. */
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
              <TeamMatches view={view} matches={shown?.matches ?? null} region={region} global={pageRegion === null} />
            </>
          )}
        </LatePart>
      </article>
    );
  },
);
