import { describe, expect, it } from 'vitest';
import { createRenderSlots, RenderShedError } from '#server/render/render-slots.ts';

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

  it('hand out at most one turn per event-loop iteration, so renders never run back to back without I/O between', async () => {
    const slots = createRenderSlots(4);
    const granted: number[] = [];
    let iteration = 0;
    let ticking = true;
    // Counts loop iterations: each check phase runs one tick and queues the next for the next iteration.
    const tick = () => {
      iteration += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns = await Promise.all([1, 2, 3, 4].map(() => slots.acquire().then((end) => (granted.push(iteration), end))));
    ticking = false;
    expect(new Set(granted).size).toBe(4);
    for (const end of turns) end();
  });

  it('let a priority page go ahead of ordinary ones, never ahead of one holding a turn', async () => {
    const slots = createRenderSlots(1);
    const order: string[] = [];
    const first = await slots.acquire();
    const ordinary = slots.acquire().then((end) => (order.push('ordinary'), end));
    const urgent = slots.acquire({ priority: true }).then((end) => (order.push('urgent'), end));
    await settle();
    expect(order).toEqual([]);
    first();
    (await urgent)();
    (await ordinary)();
    expect(order).toEqual(['urgent', 'ordinary']);
  });

  it('expect a wait from the queue ahead and the recent turn length', async () => {
    let clock = 0;
    const slots = createRenderSlots(2, { now: () => clock, initialTurnMs: 100, smoothing: 1 });
    expect(slots.expectedWaitMs()).toBe(0);
    const a = await slots.acquire();
    expect(slots.expectedWaitMs()).toBe(0);
    const b = await slots.acquire();
    // Both turns taken: a newcomer waits for one of them to end, at 2 turns per 100 ms.
    expect(slots.expectedWaitMs()).toBe(50);
    const waiting = [slots.acquire(), slots.acquire(), slots.acquire()];
    expect(slots.waiting).toBe(3);
    expect(slots.expectedWaitMs()).toBe(200);
    // A priority page waits only for the turns in progress.
    expect(slots.expectedWaitMs({ priority: true })).toBe(50);
    // Turns measured at 400 ms now: the same line is four times as long.
    clock = 400;
    a();
    b();
    const [c, d] = await Promise.all(waiting.slice(0, 2));
    expect(slots.averageTurnMs).toBe(400);
    // One page ahead (e) and two turns in progress: two turns must end, at 2 per 400 ms.
    expect(slots.expectedWaitMs()).toBe(400);
    c!();
    d!();
    (await waiting[2]!)();
  });

  it('learn the wait per place from the pages that waited, not from turn lengths', async () => {
    let clock = 0;
    const slots = createRenderSlots(1, { now: () => clock, initialTurnMs: 10, smoothing: 1 });
    const first = await slots.acquire();
    // Before any page has waited: a turn's length per place (10 ms, one slot).
    const queued = [slots.acquire(), slots.acquire(), slots.acquire()];
    expect(slots.expectedWaitMs()).toBe(40);
    // The first page waited 90 ms at place 1.
    clock = 90;
    first();
    const second = await queued[0]!;
    expect(slots.waitPerPlaceMs).toBe(90);
    // Its turn took 10 ms, but the page at place 2 had waited 100 ms: 50 per place. Turn lengths
    // alone (a busy CPU between turns) would say 10.
    clock = 100;
    second();
    const third = await queued[1]!;
    expect(slots.averageTurnMs).toBe(10);
    expect(slots.waitPerPlaceMs).toBe(50);
    // One waiting and one turn taken: a newcomer waits for two hand-outs.
    expect(slots.expectedWaitMs()).toBe(100);
    third();
    (await queued[2]!)();
  });

  it('learn from a page that gave up only that the estimate was too short', async () => {
    let clock = 0;
    const slots = createRenderSlots(1, { now: () => clock, initialTurnMs: 10, smoothing: 1 });
    const held = await slots.acquire();
    // Gave up after 500 ms at place 1: the wait per place is at least 500 ms.
    const patient = slots.acquire({ maxWaitMs: 5 });
    clock = 500;
    await expect(patient).rejects.toBeInstanceOf(RenderShedError);
    expect(slots.waitPerPlaceMs).toBe(500);
    // One that gave up sooner than the estimate says nothing: it may have had little budget.
    const hasty = slots.acquire({ maxWaitMs: 5 });
    clock = 600;
    await expect(hasty).rejects.toBeInstanceOf(RenderShedError);
    expect(slots.waitPerPlaceMs).toBe(500);
    held();
  });

  it('count pages admitted and still loading their data as ahead in the line', async () => {
    const slots = createRenderSlots(2, { now: () => 0, initialTurnMs: 100, smoothing: 1 });
    const a = await slots.acquire();
    const b = await slots.acquire();
    expect(slots.expectedWaitMs()).toBe(50);
    // Three pages admitted, their loaders still running: a newcomer waits behind them too.
    const places = [slots.reserve(), slots.reserve(), slots.reserve({ priority: true })];
    expect(slots.reserved).toBe(3);
    expect(slots.expectedWaitMs()).toBe(200);
    // A priority page counts only the priority places ahead of it.
    expect(slots.expectedWaitMs({ priority: true })).toBe(100);
    // A place given up twice is given up once (a redirect, then the render's finally).
    places[0]!();
    places[0]!();
    expect(slots.reserved).toBe(2);
    expect(slots.expectedWaitMs()).toBe(150);
    // A page that asks for its turn gives its place up first: it is counted once, as waiting.
    places[1]!();
    const queued = slots.acquire();
    expect([slots.reserved, slots.waiting]).toEqual([1, 1]);
    expect(slots.expectedWaitMs()).toBe(150);
    places[2]!();
    expect(slots.expectedWaitMs()).toBe(100);
    a();
    (await queued)();
    b();
  });

  it('give up a place in the line after maxWaitMs, and the next page in line gets the turn', async () => {
    const slots = createRenderSlots(1);
    const first = await slots.acquire();
    const started = Date.now();
    const shed = slots.acquire({ maxWaitMs: 30 });
    const patient = slots.acquire();
    await expect(shed).rejects.toBeInstanceOf(RenderShedError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(slots.waiting).toBe(1);
    first();
    (await patient)();
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('give a free turn to a page whose wait budget is spent, and shed such a page at once when it would have to wait', async () => {
    const slots = createRenderSlots(1);
    // Its loaders took the whole bound: a free turn is still its own.
    const own = await slots.acquire({ maxWaitMs: 0 });
    expect(slots.active).toBe(1);
    const started = Date.now();
    await expect(slots.acquire({ maxWaitMs: 0 })).rejects.toBeInstanceOf(RenderShedError);
    expect(Date.now() - started).toBeLessThan(50);
    expect(slots.waiting).toBe(0);
    own();
  });
});
