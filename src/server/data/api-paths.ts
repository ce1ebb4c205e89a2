import { NotFoundError } from '../errors.js';
import { codeSegment, idSegment } from './query.js';

export const COMPETITION = '/api/v1/competition';

/** An id for a path; a visitor's id that cannot be one is a 404 before any upstream call. */
export function idPart(id: number, notFound = 'Not found'): string {
  const segment = idSegment(id);
  if (segment === null) throw new NotFoundError(notFound);
  return segment;
}

export function codePart(code: string): string {
  const segment = codeSegment(code);
  if (segment === null) throw new NotFoundError(`Unknown stat code: ${code.slice(0, 20)}`);
  return segment;
}

/** By date, oldest first; a match without a readable date goes last, ties keep their order. */
export function byDate<M extends { date: string | null }>(matches: readonly M[]): M[] {
  return byDateOf(matches, (m) => m.date);
}

/** The same order for items that hold their match's date elsewhere. */
export function byDateOf<M>(matches: readonly M[], dateOf: (m: M) => string | null): M[] {
  const time = (m: M) => {
    const date = dateOf(m);
    const t = date ? Date.parse(date) : Number.NaN;
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return [...matches].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}
