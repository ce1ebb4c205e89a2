import type { RawCandidate, RawDraft, RawLegend } from '../data/types.js';
import type { LeagueModel } from '../league/model.js';

/** The drafts, their candidates and the legends, looked up by id; built once per model. */
export interface DraftIndex {
  bySeason: Map<number, RawDraft>;
  /** The current season's draft of a competition. */
  byCompetition: Map<number, RawDraft>;
  candidates: Map<number, { candidate: RawCandidate; draft: RawDraft }>;
  legends: Map<number, RawLegend>;
}

const built = new WeakMap<LeagueModel, DraftIndex>();

export function draftIndex(model: LeagueModel): DraftIndex {
  let index = built.get(model);
  if (index) return index;
  const drafts = model.raw.drafts;
  index = {
    bySeason: new Map(drafts.map((d) => [d.seasonId, d])),
    byCompetition: new Map(drafts.map((d) => [d.competitionId, d])),
    candidates: new Map(
      drafts.flatMap((draft) => draft.candidates.map((candidate) => [candidate.id, { candidate, draft }] as const)),
    ),
    legends: new Map(model.raw.legends.map((l) => [l.id, l])),
  };
  built.set(model, index);
  return index;
}
