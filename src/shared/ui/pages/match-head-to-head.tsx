import type { HeadToHead, HeadToHeadRecord } from '../../league/head-to-head.js';
import type { MatchView } from '../../league/match-view.js';
import { useT } from '../app-context.js';
import { MatchCard } from '../components/match-card.js';
import { LatePart, type Later } from '../late-parts.js';
import { SideBySide } from './match-parts.js';

/** The figures summed over the meetings, in the order they are shown. */
const FIGURES = [
  'wins',
  'shootoutWins',
  'draws',
  'shootoutDefeats',
  'defeats',
  'goals',
] as const satisfies readonly (keyof HeadToHeadRecord)[];

/** Each club's sums over the meetings, a row a figure, as the match's statistics are shown. */
function Records({ view, h2h }: { view: MatchView; h2h: HeadToHead }) {
  const t = useT();
  const rows = FIGURES.map((c) => ({ key: c, label: t(`match.h2h.${c}`), home: h2h.home[c], away: h2h.away[c] }));
  return <SideBySide view={view} caption={t('match.h2h.title')} rows={rows} className="head-to-head" />;
}

function Meetings({ view, h2h, failed }: { view: MatchView; h2h: HeadToHead | null; failed: boolean }) {
  const t = useT();
  if (h2h === null) return failed ? <p className="notice">{t('data.unavailable')}</p> : <></>;
  if (h2h.meetings.length === 0) return <p>{t('match.h2h.none')}</p>;
  return (
    <>
      <Records view={view} h2h={h2h} />
      <ul className="match-list">
        {h2h.meetings.map((m) => (
          <li key={m.row.id}>
            <MatchCard match={m.row} region={m.region} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The clubs' earlier meetings and each one's record over them; absent (null) while a side is to be decided. */
export function HeadToHeadSection({ view, meetings }: { view: MatchView; meetings: Later<HeadToHead> | null }) {
  const t = useT();
  if (meetings === null) return null;
  return (
    <section aria-labelledby="head-to-head">
      <h2 id="head-to-head" className="section-title">
        {t('match.h2h.title')}
      </h2>
      <LatePart of={meetings}>{(h2h) => <Meetings view={view} h2h={h2h} failed={meetings.failed} />}</LatePart>
    </section>
  );
}
