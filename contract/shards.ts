// Which of several documents an id's writes go to, where one document would hold too much or be
// written too often: the overview’s counters (decision 273) and the desk's list index (decision 295).

/**
 * The shard of `id` among `count`: FNV-1a over the id's UTF-16 code units, spread evenly and the
 * same on every writer, so every change of one claim goes to the same document.
 */
export function shardOf(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
