import type { ComponentType } from 'react';
import type { RouteBase } from '../../routing/routes.js';
import { HealthPage } from './health-page.js';
import { HomePage } from './home-page.js';
import { MatchPage } from './match-page.js';
import { MatchesPage } from './matches-page.js';
import { PendingPage } from './pending-page.js';
import { PlayerPage } from './player-page.js';
import { RegionPage } from './region-page.js';
import { StoresPage } from './stores-page.js';
import { TablesPage } from './tables-page.js';
import { TeamPage } from './team-page.js';
import { TeamsPage } from './teams-page.js';
import { TicketsPage } from './tickets-page.js';

/** The pages built so far; every other page shows its title and says it is not available yet. */
const PAGES: Partial<Record<RouteBase, ComponentType>> = {
  index: HomePage,
  region: RegionPage,
  stores: StoresPage,
  'region-tickets': TicketsPage,
  health: HealthPage,
  'region-tables': TablesPage,
  'region-tables-kwcc': TablesPage,
  'region-matches': MatchesPage,
  'region-matches-match': MatchPage,
  'players-player': PlayerPage,
  'region-players-player': PlayerPage,
  'region-teams': TeamsPage,
  'teams-team': TeamPage,
  'region-teams-team': TeamPage,
};

export function pageComponent(base: RouteBase): ComponentType {
  return PAGES[base] ?? PendingPage;
}
