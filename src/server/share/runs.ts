const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A line of an Arabic page cut into runs of one direction, in reading order: satori shapes and
 * orders a run of Arabic words, but a line mixing Arabic with Latin names or figures comes out in
 * the wrong order, as it knows no bidirectional algorithm. The drawing lays the runs from the right
 * (share/draw.tsx). Words are split at spaces; figures and Latin words make the left-to-right runs.
 */
export function directionRuns(text: string): string[] {
  const runs: { rtl: boolean; words: string[] }[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const rtl = ARABIC.test(word);
    const last = runs.at(-1);
    if (last?.rtl === rtl) last.words.push(word);
    else runs.push({ rtl, words: [word] });
  }
  return runs.map((r) => r.words.join(' '));
}
