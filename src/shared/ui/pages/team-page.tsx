import type { ReactNode } from 'react';
import type { RegionSlug } from '../../config/regions.js';
import { findRegion, type Region } from '../../config/regions.js';
import { formatNumber } from '../../i18n/numbers.js';
import { ordinal } from '../../i18n/ordinals.js';
import type { CalendarLinks } from '../../league/calendar-links.js';
import type { SquadMember, TeamSections, TeamView } from '../../league/team-view.js';
import { href } from '../../routing/href.js';
import { usePage, useT } from '../app-context.js';
import { AddToCalendar } from '../components/content/calendar-links.js';
import { FollowButton } from '../components/follow-button.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchList } from '../components/match-card.js';
import { SeasonPicker } from '../components/season-picker.js';
import { ShareButton } from '../components/share-button.js';
import { TeamBadge } from '../components/team-badge.js';
import { TeamStaff, teamStyle } from '../components/team-identity.js';
import { TeamSquad } from '../components/team-squad.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import { LatePart, type Later } from '../late-parts.js';

function TeamHero({ view, sections }: { view: TeamView; sections: Later<TeamSections> }) {
  return (
    <header className="team-hero">
      <span className="team-hero-crest">
        <TeamBadge color={view.colors.primary} shortName={view.shortName} logo={view.logo} size={112} first />
      </span>
      <div className="team-hero-text">
        <p className="team-hero-season">{view.season.name}</p>
        <h1>{view.name}</h1>
        <LatePart of={sections}>{(shown) => <TeamStaff team={shown ?? NO_STAFF} />}</LatePart>
        <ShareButton title={view.name} />
        <FollowButton teamId={view.id} teamName={view.name} />
      </div>
    </header>
  );
}

const NO_STAFF = { presidents: [], coach: null };

function TeamStats({ stats }: { stats: NonNullable<TeamSections['stats']> }) {
  const t = useT();
  const { lang } = usePage();
  if (stats.length === 0) return <p className="notice">{t('team.noStats')}</p>;
  return (
    <ul className="team-stats">
      {stats.map((s) => (
        <li key={s.code} className="team-stat">
          <span className="team-stat-label">{t(`team.stat.${s.code}`)}</span>
          <span className="team-stat-value">{formatNumber(s.total, lang, 1)}</span>
          {s.rank !== null && <span className="team-stat-rank">{t('team.rank', { rank: ordinal(s.rank, lang) })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A section that says so when its data could not be loaded. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="team-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children ?? <p className="notice">{t('data.unavailable')}</p>}
    </section>
  );
}

function TeamBody({
  view,
  sections,
  region,
  global,
  calendar,
}: {
  view: TeamView;
  sections: Later<TeamSections>;
  region: Region;
  global: boolean;
  calendar: CalendarLinks;
}) {
  return (
    <div className="team-page" style={teamStyle(view.colors)}>
      <TeamHero view={view} sections={sections} />
      <SeasonPicker seasons={view.seasons} selected={view.season.id} />
      <LatePart of={sections}>
        {(shown) => <TeamLists sections={shown} view={view} region={region} global={global} calendar={calendar} />}
      </LatePart>
    </div>
  );
}

/** The season's lists: statistics, squad, matches; each says so where its data could not be loaded. */
function TeamLists({
  sections,
  view,
  region,
  global,
  calendar,
}: {
  sections: TeamSections | null;
  view: TeamView;
  region: Region;
  global: boolean;
  calendar: CalendarLinks;
}) {
  const t = useT();
  const { lang } = usePage();
  const playerLink = (p: SquadMember) =>
    global
      ? href('players-player', lang, { playerId: p.id, playerName: p.slug })
      : href('region-players-player', lang, { region: region.slug, playerId: p.id, playerName: p.slug });
  const { stats = null, squad = null, matches = null } = sections ?? {};
  return (
    <>
      <Section id="team-stats" title={t('team.stats')}>
        {stats && (
          <DataPart source={stats} variant="team-stats">
            <TeamStats stats={stats} />
          </DataPart>
        )}
      </Section>
      <Section id="team-squad" title={t('team.squad')}>
        {squad &&
          (squad.length === 0 ? (
            <p className="notice">{t('team.noPlayers')}</p>
          ) : (
            // The squad of a cached season list: the server keeps its HTML beside it, apart for the league-wide page's links.
            <DataPart source={squad} variant={global ? 'squad global' : 'squad'}>
              <TeamSquad groups={squad} link={playerLink} />
            </DataPart>
          ))}
      </Section>
      <Section id="team-matches" title={t('team.matches')}>
        {matches &&
          (matches.length === 0 ? (
            <p className="notice">{t('team.noMatches')}</p>
          ) : (
            <>
              <ZoneNote league={region.timeZone} />
              {/* The season's fixtures, kept with their rows: the server keeps their HTML beside them. */}
              <DataPart source={matches} variant={global ? 'match-list global' : 'match-list'}>
                <MatchList matches={matches} region={global ? region.slug : undefined} />
              </DataPart>
              <AddToCalendar links={calendar} label={t('content.calendar.team', { team: view.name })} />
            </>
          ))}
      </Section>
    </>
  );
}

export interface TeamData {
  view: TeamView;
  /** The season's staff and lists, which may come after the page has begun. */
  sections: Later<TeamSections>;
  /** Where the team's matches, kick-off times and match links belong; on the global page, its season's region. */
  region: RegionSlug;
  /** The team's fixture calendar in its region's current season (server/plugins/calendars.ts). */
  calendar: CalendarLinks;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    team: TeamData;
  }
}

/** A team, globally (its current season) or under a region (with a season switcher). */
export default definePage(
  'team',
  ['content.calendar', 'follow', 'match', 'matches', 'share', 'status', 'tables', 'team', 'zone'],
  function TeamPage({ data }) {
    const { base, context } = usePage();
    return (
      <TeamBody
        view={data.view}
        sections={data.sections}
        region={findRegion(context, data.region)!}
        global={base === 'teams-team'}
        calendar={data.calendar}
      />
    );
  },
);
