import type { Season } from '../api/index.js';

export interface SeasonOption {
  id: number;
  name: string;
}

/**
 * A region's seasons as a picker lists them: by their short name ("2026/27"), unless two share
 * it (the league and a cup of the same year), when those say which competition they are.
 */
export function seasonOptions(
  seasons: readonly Pick<Season, 'id' | 'name' | 'displayName' | 'competition'>[],
): SeasonOption[] {
  const short = seasons.map((s) => s.displayName ?? s.name);
  return seasons.map((s, i) => {
    const label = short[i]!;
    if (short.indexOf(label) === short.lastIndexOf(label)) return { id: s.id, name: label };
    const competition = s.competition?.name;
    return { id: s.id, name: competition && !label.includes(competition) ? `${competition} ${label}` : s.name };
  });
}
