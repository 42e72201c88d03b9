/** Holds the newest `capacity` items; older ones drop off the front. */
export interface RingBuffer<T> {
  push: (item: T) => void;
  /** Oldest first. */
  toArray: () => T[];
  readonly size: number;
}

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('capacity must be a positive integer');
  const items: T[] = new Array<T>(capacity);
  let start = 0;
  let size = 0;
  return {
    push(item) {
      items[(start + size) % capacity] = item;
      if (size < capacity) size += 1;
      else start = (start + 1) % capacity;
    },
    toArray() {
      return Array.from({ length: size }, (_, i) => items[(start + i) % capacity] as T);
    },
    get size() {
      return size;
    },
  };
}
