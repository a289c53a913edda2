import { describe, expect, it } from 'vitest';
import { createRenderSlots } from '#server/render/render-slots.ts';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('give at most `limit` turns at once and the rest in the order they asked', async () => {
    const slots = createRenderSlots(2);
    const order: string[] = [];
    const ask = (name: string) => slots.acquire().then((end) => (order.push(name), end));
    const [a, b] = await Promise.all([ask('a'), ask('b')]);
    const c = ask('c');
    const d = ask('d');
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    b();
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    // A newcomer never overtakes a page already waiting.
    const e = ask('e');
    a();
    await settle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    (await c)();
    (await d)();
    (await e)();
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('end a turn once however often it is ended', async () => {
    const slots = createRenderSlots(1);
    const end = await slots.acquire();
    const next = slots.acquire();
    end();
    end();
    await next;
    expect([slots.active, slots.waiting]).toEqual([1, 0]);
    (await next)();
    expect(slots.active).toBe(0);
  });

  it('refuse a limit that is not a positive integer', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => createRenderSlots(limit)).toThrow(RangeError);
  });
});
