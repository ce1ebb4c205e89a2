/**
 * mulberry32: a small, fast, well-spread generator, so the same seed gives the same odds (odds.ts)
 * and the same filled-in scores (the team simulator's fill). A module of its own: the page fills
 * scores without loading the odds, which run in a worker.
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
