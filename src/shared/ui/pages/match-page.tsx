import { useEffect, useRef, useState } from 'react';
import type { HeadToHead } from '../../league/head-to-head.js';
import type { MatchPreview } from '../../league/match-preview.js';
import type { MatchView } from '../../league/match-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { KickOff, ZoneNote } from '../components/kick-off.js';
import { MatchMinute } from '../components/match-minute.js';
import { ShareButton } from '../components/share-button.js';
import { sideName } from '../components/side-name.js';
import { TeamBadge } from '../components/team-badge.js';
import { useLiveMatch } from '../components/use-live-match.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';
import type { Later } from '../late-parts.js';
import { HeadToHeadSection } from './match-head-to-head.js';
import { PitchLineup } from './match-lineup.js';
import { MvpCard } from './match-mvp-card.js';
import { StatsTable, Timeline } from './match-parts.js';
import { PreviewSection } from './match-preview.js';

function useGoalAnnouncement(view: MatchView): string {
  const t = useT();
  const last = useRef({ home: view.home.score, away: view.away.score });
  const [message, setMessage] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a goal is announced when a score changes, not when anything else does
  useEffect(() => {
    const before = last.current;
    const scorer =
      (view.home.score ?? 0) > (before.home ?? 0)
        ? view.home
        : (view.away.score ?? 0) > (before.away ?? 0)
          ? view.away
          : null;
    if (scorer)
      setMessage(
        t('match.goalFor', {
          team: sideName(t, scorer),
          home: sideName(t, view.home),
          away: sideName(t, view.away),
          homeScore: view.home.score ?? 0,
          awayScore: view.away.score ?? 0,
        }),
      );
    last.current = { home: view.home.score, away: view.away.score };
  }, [view.home.score, view.away.score]);
  return message;
}

/** What the timeline says while it is empty: a match that will not be played (soon) says why. */
function emptyTimeline(status: MatchView['status']): string {
  if (status === 'cancelled') return 'match.cancelled';
  if (status === 'rescheduled') return 'match.postponed';
  return 'match.noEvents';
}

function Scoreboard({ view }: { view: MatchView }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const status =
    view.status === 'live' && view.minute !== null ? (
      <>
        {t('status.live')} · <MatchMinute minute={view.minute} />
      </>
    ) : view.soon ? (
      t('matches.soon')
    ) : (
      t(`status.${view.status}`)
    );
  const shootout = view.home.shootout !== null && view.away.shootout !== null;
  return (
    <section className="scoreboard" aria-label={`${sideName(t, view.home)} – ${sideName(t, view.away)}`}>
      <p className="scoreboard-status">{status}</p>
      <div className="scoreboard-teams">
        {[view.home, view.away].map((side, i) => (
          <a
            key={i}
            className="scoreboard-team"
            href={
              side.id !== null && side.slug && !side.placeholder
                ? href('region-teams-team', lang, { region: region.slug, team: side.id, teamName: side.slug })
                : undefined
            }
          >
            <TeamBadge color={side.color} shortName={side.shortName ?? ''} logo={side.logo} size={72} />
            <span>{sideName(t, side)}</span>
          </a>
        ))}
        <p className="scoreboard-score">
          {view.home.score ?? '–'}
          <span aria-hidden="true"> : </span>
          {view.away.score ?? '–'}
        </p>
      </div>
      {shootout && (
        <p>
          {t('match.shootout')}: {view.home.shootout} – {view.away.shootout}
        </p>
      )}
      <p className="muted">
        {view.halves.map(
          (h, i) =>
            h.home !== null && (
              <span key={i}>
                {t('match.half', { n: i + 1 })}: {h.home}–{h.away} ·{' '}
              </span>
            ),
        )}
        {view.date && <KickOff iso={view.date} league={region.timeZone} />}
        {view.stadium && (
          <>
            {' '}
            · {t('match.stadium')}: {view.stadium}
          </>
        )}
      </p>
      {view.date && <ZoneNote league={region.timeZone} />}
    </section>
  );
}

export interface MatchData {
  view: MatchView;
  /** Null while a side is to be decided: no two clubs to have met. */
  meetings: Later<HeadToHead> | null;
  /** Before kick-off, both clubs' table positions and form; null once it starts or while a side is to be decided. */
  preview: Later<MatchPreview> | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    match: MatchData;
  }
}

export default definePage(
  'match',
  ['match', 'matches', 'share', 'status', 'team', 'zone', 'form'],
  function MatchPage({ data }) {
    const region = useRegion()!;
    return <MatchBody initial={data.view} meetings={data.meetings} preview={data.preview} region={region.slug} />;
  },
);

function MatchBody({
  initial,
  meetings,
  preview,
  region,
}: {
  initial: MatchView;
  meetings: Later<HeadToHead> | null;
  preview: Later<MatchPreview> | null;
  region: string;
}) {
  const t = useT();
  const view = useLiveMatch(initial, region);
  const announcement = useGoalAnnouncement(view);
  // A side with no squad yet (to be decided) has nothing to list.
  const squadSides = (['home', 'away'] as const).filter((side) => view.squads[side].length > 0);
  // Before kick-off the meetings are what there is to read; once it starts, the match itself comes first.
  const h2hFirst = view.status === 'scheduled' || view.status === 'rescheduled';
  const h2h = <HeadToHeadSection view={view} meetings={meetings} />;
  return (
    <>
      <h1 className="visually-hidden">
        {sideName(t, view.home)} – {sideName(t, view.away)}
      </h1>
      <Scoreboard view={view} />
      <ShareButton title={`${sideName(t, view.home)} – ${sideName(t, view.away)}`} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {/* Two columns from 992 px: the match itself, and what sets it in context; one after the other below. */}
      <div className={h2hFirst ? 'match-layout match-layout-before' : 'match-layout'}>
        {h2hFirst && (
          <div className="match-context">
            <PreviewSection view={view} preview={preview} />
            {h2h}
          </div>
        )}
        <div className="match-play">
          <MvpCard view={view} />
          <section aria-labelledby="events">
            <h2 id="events" className="section-title">
              {t('match.events')}
            </h2>
            {view.events.length === 0 && view.halfTime === null ? (
              <p>{t(emptyTimeline(view.status))}</p>
            ) : (
              <DataPart source={view.events} variant="timeline">
                <Timeline events={view.events} halfTime={view.halfTime} />
              </DataPart>
            )}
          </section>
          {squadSides.length > 0 && (
            <section aria-labelledby="squads" className="squads">
              <h2 id="squads" className="section-title">
                {t('match.squads')}
              </h2>
              {/* A team's squad is the same on each of its matches: the server keeps its HTML from the first. */}
              <div className="squads-grid">
                {squadSides.map((side) => (
                  <div key={side} className={`lineup-side lineup-${side}`}>
                    <h3>{sideName(t, view[side])}</h3>
                    <DataPart source={view.squads[side]} variant="squad" shared>
                      <PitchLineup players={view.squads[side]} />
                    </DataPart>
                  </div>
                ))}
              </div>
            </section>
          )}
        </div>
        {!h2hFirst && (
          <div className="match-context">
            {view.stats && (
              <section aria-labelledby="stats">
                <h2 id="stats" className="section-title">
                  {t('match.stats')}
                </h2>
                <DataPart source={view} variant="match-stats">
                  <StatsTable view={view} />
                </DataPart>
              </section>
            )}
            {h2h}
          </div>
        )}
      </div>
    </>
  );
}
