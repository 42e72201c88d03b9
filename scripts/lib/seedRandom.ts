// The seed's random numbers (scripts/lib/seed.ts): one seed number gives the same claims again.

/** A small seeded generator (mulberry32), so a seed number gives the same claims again. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  const chance = (p: number) => next() < p;
  /** One of the items, with the given weights. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items.at(-1)![0];
  };
  return { next, below, pick, chance, weighted };
}
export type Random = ReturnType<typeof generator>;
