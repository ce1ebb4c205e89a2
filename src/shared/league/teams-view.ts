import type { Staff, Team } from '../api/index.js';
import { type TeamRef, teamRef } from './draft-people.js';

/** A team as a card or a page header shows it: crest, colours, name and the people in charge. */
export interface TeamSummary extends TeamRef {
  /** A team may have more than one president. */
  presidents: string[];
  coach: string | null;
}

export const personName = (p: Pick<Staff, 'shortName' | 'firstName' | 'lastName'>): string =>
  p.shortName ?? ([p.firstName, p.lastName].filter(Boolean).join(' ') || '—');

/** The people in charge of a team, from its staff. */
export function teamStaff(staffs: readonly Staff[]): Pick<TeamSummary, 'presidents' | 'coach'> {
  const coach = staffs.find((s) => s.role === 'coach');
  return {
    presidents: staffs.filter((s) => s.role === 'president').map(personName),
    coach: coach ? personName(coach) : null,
  };
}

export function teamSummary(team: Team, staffs: readonly Staff[]): TeamSummary {
  return { ...teamRef(team), ...teamStaff(staffs) };
}

/** A season's team as the site lists it: the API's team with the staff and placeholder mark the site adds. */
type ListedTeam = Team & { isPlaceholder?: boolean; staffs?: readonly Staff[] };

/** The season's teams by name; placeholder teams ('To be decided') are no team to show. */
export function teamsView(teams: readonly ListedTeam[]): TeamSummary[] {
  return teams
    .filter((team) => !team.isPlaceholder)
    .map((team) => teamSummary(team, team.staffs ?? []))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
