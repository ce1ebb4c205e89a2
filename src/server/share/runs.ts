const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LETTER_OR_FIGURE = /[\p{L}\p{N}]/u;

type Direction = 'rtl' | 'ltr' | 'neutral';

const directionOf = (word: string): Direction =>
  ARABIC.test(word) ? 'rtl' : LETTER_OR_FIGURE.test(word) ? 'ltr' : 'neutral';

/**
 * A line of an Arabic page cut into runs of one direction, in reading order: satori shapes and
 * orders a run of Arabic words, but a line mixing Arabic with Latin names or figures comes out in
 * the wrong order, as it knows no bidirectional algorithm. The drawing lays the runs from the right
 * (share/draw.tsx). Words are split at spaces; figures and Latin words make the left-to-right runs,
 * and a separator alone ("·", "–") is a run of its own, so it stays between its neighbours.
 */
export function directionRuns(text: string): string[] {
  const runs: { direction: Direction; words: string[] }[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const direction = directionOf(word);
    const last = runs.at(-1);
    if (direction !== 'neutral' && last?.direction === direction) last.words.push(word);
    else runs.push({ direction, words: [word] });
  }
  // A line without Arabic reads left to right as a whole, as it would on the page.
  if (!runs.some((r) => r.direction === 'rtl')) return [text];
  return runs.map((r) => r.words.join(' '));
}
