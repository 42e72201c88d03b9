import { describe, expect, it } from 'vitest';
import { createRingBuffer } from './ringBuffer';

describe('ring buffer', () => {
  it('keeps everything, oldest first, until it is full', () => {
    const buffer = createRingBuffer<number>(3);
    buffer.push(1);
    buffer.push(2);
    expect(buffer.toArray()).toEqual([1, 2]);
    expect(buffer.size).toBe(2);
  });

  it('drops the oldest item once full', () => {
    const buffer = createRingBuffer<number>(3);
    [1, 2, 3, 4, 5].forEach((n) => buffer.push(n));
    expect(buffer.toArray()).toEqual([3, 4, 5]);
    expect(buffer.size).toBe(3);
  });

  it('holds exactly the last 50 of 120 pushes', () => {
    const buffer = createRingBuffer<number>(50);
    for (let n = 1; n <= 120; n += 1) buffer.push(n);
    const kept = buffer.toArray();
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(71);
    expect(kept.at(-1)).toBe(120);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => createRingBuffer(0)).toThrow(RangeError);
    expect(() => createRingBuffer(2.5)).toThrow(RangeError);
  });
});
