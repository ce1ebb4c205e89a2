/**
 * Composite path segments. path-to-regexp reads `:team-:teamName` greedily (team = "12-pio"),
 * so a detail segment is one parameter in the route table, split and joined here.
 */
interface Ref {
  into: readonly string[];
  split: RegExp;
  join: (p: Record<string, string>) => string;
}

export const REFS: Readonly<Record<string, Ref>> = Object.freeze({
  teamRef: { into: ['team', 'teamName'], split: /^(\d+)-(.+)$/, join: (p) => `${p.team}-${p.teamName}` },
  playerRef: { into: ['playerId', 'playerName'], split: /^(\d+)-(.+)$/, join: (p) => `${p.playerId}-${p.playerName}` },
  matchRef: {
    into: ['matchId', 'homeTeam', 'awayTeam'],
    split: /^(\d+)-(.+?)-vs-(.+)$/,
    join: (p) => `${p.matchId}-${p.homeTeam}-vs-${p.awayTeam}`,
  },
});

/** The numeric ids among the refs' parts (each ref's first). */
export const ID_PARAMS: ReadonlySet<string> = new Set(Object.values(REFS).map((ref) => ref.into[0]!));

/** Splits composite params in place of their ref; `null` when a ref does not have its shape. */
export function splitRefs(raw: Record<string, string>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const ref = REFS[key];
    if (!ref) {
      out[key] = value;
      continue;
    }
    const m = ref.split.exec(value);
    if (!m) return null;
    ref.into.forEach((name, i) => {
      out[name] = m[i + 1]!;
    });
  }
  return out;
}

/** Builds the path-to-regexp params of a pattern from the route's public params. */
export function joinRefs(keys: readonly string[], params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) out[key] = REFS[key] ? REFS[key].join(params) : params[key]!;
  return out;
}
