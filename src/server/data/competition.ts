import type { Season, SeasonCluster, SeasonDetail } from '../../shared/api/index.js';
import { CONTEXTS, type WebContext } from '../../shared/config/contexts.js';
import type { Lang } from '../../shared/config/locales.js';
import { findRegion, type Region, type RegionSlug, regionsFor } from '../../shared/config/regions.js';
import { phasesSeasonId } from '../../shared/league/season-teams.js';
import { currentCluster, currentSeason, filterSeasons } from '../../shared/league/seasons.js';
import { keptBeside, lastMade } from '../../shared/memo.js';
import { NotFoundError } from '../errors.js';
import type { LeagueApi } from './api.js';
import { type CompetitionTeam, loadTeams } from './competition-teams.js';
import { deepFreeze } from './freeze.js';
import type { DataLogger } from './observe.js';

export type { CompetitionTeam } from './competition-teams.js';
export type CompetitionPart = 'clusters' | 'teams';

/** A season with another's phases, one object while both are cached: views and kept parts go by it. */
const merged = lastMade<SeasonDetail, SeasonDetail>();

/** Steps 1–5 of the sequence: a region's current season, all most pages need. */
export interface CompetitionSeason {
  region: Region;
  /** The region's visible clusters, each with its visible seasons only. */
  clusters: SeasonCluster[];
  cluster: SeasonCluster | null;
  seasons: Season[];
  season: Season | null;
  /** The clusters could not be read now: the previous ones are shown (docs/spec.md §7). */
  stale: boolean;
}

export interface Competition extends Omit<CompetitionSeason, 'stale'> {
  teams: CompetitionTeam[];
  /** Could not be loaded now and nothing older was at hand: a page can tell the visitor. */
  missing: CompetitionPart[];
  /** Could not be loaded now; the previous value is shown instead (docs/spec.md §7). */
  stale: CompetitionPart[];
  /** docs/spec.md §4 step 7. */
  loadedAt: number;
  loadMs: number;
}

export type CompetitionApi = Pick<LeagueApi, 'seasonClusters' | 'seasonTeams' | 'team' | 'season'>;

export interface CompetitionDeps {
  api: CompetitionApi;
  context: WebContext;
  logger: DataLogger;
  now: () => number;
  /**
   * How long a complete result is handed out again without walking the sequence: its parts
   * are cached for minutes anyway, and a page-cache miss then skips a dozen lookups.
   */
  reuseMs?: number;
}

/**
 * The competition loading sequence of docs/spec.md §4, degrading step by step: the previous value
 * of a step that fails, else (teams, staff) a note of what is missing. Only a first load without
 * its season clusters fails.
 */
export function createCompetitionLoader(deps: CompetitionDeps) {
  const genders = CONTEXTS[deps.context].genders;
  const previous = new Map<RegionSlug, Competition>();
  const previousSeason = new Map<RegionSlug, CompetitionSeason>();
  // One call for every competition of the context: each region's clusters hold only its own
  // seasons, so the regions are told apart here instead of in nine calls on a cold home page.
  const competitions = [...new Set(regionsFor(deps.context).flatMap((r) => r.competitionId))].sort((a, b) => a - b);

  function regionOf(given: Region | RegionSlug | undefined): Region {
    if (given === undefined) return regionsFor(deps.context)[0]!;
    const region = findRegion(deps.context, typeof given === 'string' ? given : given.slug);
    if (!region) throw new NotFoundError('Region not found');
    return region;
  }

  /** Steps 2–5 for one region, worked out once per cached cluster list (every page asks, the home page for each region). */
  const picked = keptBeside<readonly SeasonCluster[], Omit<CompetitionSeason, 'region' | 'stale'>>();
  function regionSeasons(raw: readonly SeasonCluster[], region: Region): Omit<CompetitionSeason, 'region' | 'stale'> {
    return picked(raw, region.slug, () => {
      const clusters = raw
        .map((c) => ({
          ...c,
          seasons: filterSeasons(c.seasons, genders).filter((s) => region.competitionId.includes(s.competitionId)),
        }))
        .filter((c) => c.seasons.length > 0);
      const cluster = currentCluster(clusters);
      const seasons = cluster?.seasons ?? [];
      return deepFreeze({ clusters, cluster, seasons, season: currentSeason(seasons) });
    });
  }

  /** Steps 1–5: the region, its clusters, the current cluster, its seasons, the current season. */
  async function season(given?: Region | RegionSlug): Promise<CompetitionSeason> {
    const region = regionOf(given);
    const before = previousSeason.get(region.slug);
    let raw: readonly SeasonCluster[];
    try {
      raw = await deps.api.seasonClusters(genders, competitions);
    } catch (error) {
      deps.logger.warn({ region: region.slug, err: (error as Error).message }, 'season clusters unavailable');
      // Without its seasons a competition cannot be shown at all; never as one that has none.
      if (!before) throw error;
      return { ...before, stale: true };
    }
    const result: CompetitionSeason = { region, ...regionSeasons(raw, region), stale: false };
    previousSeason.set(region.slug, result);
    return result;
  }

  /** The whole sequence: the current season and its teams (step 6), with the load time (step 7). */
  async function load(given?: Region | RegionSlug): Promise<Competition> {
    const started = deps.now();
    const region = regionOf(given);
    const before = previous.get(region.slug);
    if (before && before.missing.length + before.stale.length === 0 && started - before.loadedAt < (deps.reuseMs ?? 0))
      return before;
    const missing = new Set<CompetitionPart>();
    const stale = new Set<CompetitionPart>();
    const { stale: staleClusters, ...current } = await season(region);
    if (staleClusters) stale.add('clusters');
    const teams = current.season
      ? await loadTeams(deps, current.season.id, before?.season?.id === current.season.id ? before.teams : null, {
          missing,
          stale,
        })
      : [];
    const result: Competition = {
      ...current,
      teams,
      missing: [...missing],
      stale: [...stale],
      loadedAt: deps.now(),
      loadMs: deps.now() - started,
    };
    previous.set(region.slug, result);
    return result;
  }

  /**
   * A season with its phases. Season 13's matches live in season 14's phases (docs/spec.md §9);
   * when those cannot be read, season 13 is shown with its own.
   */
  async function seasonDetail(seasonId: number, lang?: Lang): Promise<SeasonDetail> {
    const detail = await deps.api.season(seasonId, lang);
    const source = phasesSeasonId(seasonId);
    if (source === seasonId) return detail;
    try {
      const shared = await deps.api.season(source, lang);
      return merged(detail, '', [shared], () => ({ ...detail, phases: shared.phases }));
    } catch (error) {
      deps.logger.warn({ seasonId, source, err: (error as Error).message }, 'shared phases unavailable');
      return detail;
    }
  }

  return { season, load, seasonDetail };
}

export type CompetitionLoader = ReturnType<typeof createCompetitionLoader>;
