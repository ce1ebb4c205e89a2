// Imported on its own once hydrated (your-teams-slot.tsx). Reaching the shell through define-page,
// as every page does, keeps the shell's modules in the few chunks all pages share instead of
// splitting them by one more set of importers (docs/decisions/0099-first-load-under-budget.md).
import '../define-page.js';
import { useEffect, useState } from 'react';
import { findRegion } from '../../config/regions.js';
import { teamFeed } from '../../league/calendar-links.js';
import { FOLLOW_MATCHES_PATH, serialiseFollow } from '../../league/follow-set.js';
import type { RegionMatch } from '../../league/home-view.js';
import { href } from '../../routing/href.js';
import { usePage, useT } from '../app-context.js';
import { useFollow } from './follow-store.js';
import { RegionMatches } from './region-matches.js';
import { SharedTeamsOffer } from './shared-teams-offer.js';

/** The answer for one set of teams: its matches, or null when the league could not say. */
type Loaded = { key: string; matches: RegionMatch[] | null };

/**
 * The followed teams' live and next matches, first on the home page and a competition's home
 * (`region`). The server renders nothing and a visitor who follows none never sees it, so it takes
 * no room until there is something to show (docs/decisions/0087-follow-teams.md).
 */
export function YourTeams({ region }: { region?: string }) {
  const t = useT();
  const { lang, context } = usePage();
  const { teams } = useFollow();
  const key = serialiseFollow(teams);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (key === '') return;
    let stopped = false;
    const query = new URLSearchParams({ teams: key, lang, ...(region ? { region } : {}) });
    fetch(`${FOLLOW_MATCHES_PATH}?${query}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ matches: RegionMatch[] }>) : null))
      .catch(() => null)
      .then((body) => {
        if (!stopped) setLoaded({ key, matches: body?.matches ?? null });
      });
    return () => {
      stopped = true;
    };
  }, [key, lang, region]);

  const shown = key !== '' && loaded?.key === key ? loaded.matches : undefined;
  // Calendars are per competition: the one of this home, or those the matches shown belong to.
  const leagues = region ? [region] : [...new Set((shown ?? []).map((m) => m.region))];
  return (
    <>
      <SharedTeamsOffer />
      {shown !== undefined && (
        <section aria-labelledby="your-teams" className="your-teams">
          <h2 id="your-teams" className="section-title">
            {t('follow.yourTeams')}
          </h2>
          {shown === null ? (
            <p className="notice">{t('follow.unavailable')}</p>
          ) : shown.length === 0 ? (
            <p>{t('follow.none')}</p>
          ) : (
            <RegionMatches matches={shown} />
          )}
          <ul className="your-teams-links">
            {leagues.map((slug) => (
              <li key={slug}>
                <a href={teamFeed(slug, teams, lang)}>
                  {t('follow.calendar', { league: findRegion(context, slug)?.leagueTitle ?? slug })}
                </a>
              </li>
            ))}
            <li>
              <a href={`${href('index', lang, {})}#follow=${key}`}>{t('follow.share')}</a>
            </li>
          </ul>
        </section>
      )}
    </>
  );
}
