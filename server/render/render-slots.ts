/**
 * Turns at rendering and writing a page, first come first served (issue 15: one
 * slow render must not starve the others). A turn starts when a page's loaders
 * have their data, so a page waiting on a slow upstream holds no turn, and ends
 * when its document has been handed on to compression and the socket. Under load
 * the other pages wait in order instead of all being half-written at once, each
 * holding a compressor and its buffers: fewer objects survive into the old
 * generation, RSS stays bounded, and latency is shared fairly.
 *
 * Issue 25 adds three things (docs/decisions/0025):
 * - Turns are handed out at most one per event-loop iteration. React renders a
 *   page's shell in one synchronous stretch as soon as the turn is granted; two
 *   grants in one iteration would run two renders back to back with no socket
 *   read, accept or timer between them.
 * - How long a page asking now would wait (`expectedWaitMs`), from how long the
 *   recent pages waited per place ahead of them, so a request can be refused at
 *   once instead of after the wait.
 * - A bound on one page's wait (`maxWaitMs`), past which it gives up its place
 *   (RenderShedError), and a priority lane for renders that answer many visitors
 *   at once (a page-cache refresh).
 */
export interface TurnOptions {
  /** Gives up waiting after this long: the promise rejects with RenderShedError. */
  maxWaitMs?: number;
  /** Goes ahead of every ordinary page (still after other priority ones). */
  priority?: boolean;
}

export interface RenderSlots {
  /**
   * Holds a place for a page admitted now whose loaders are still fetching its data:
   * it will ask for a turn soon, so pages asking after it count it as ahead of them.
   * Returns the function that gives the place up (safe to call twice): called as
   * the page asks for its turn with `acquire`, or when it ends without one.
   */
  reserve(options?: Pick<TurnOptions, 'priority'>): () => void;
  /** Waits for a turn; resolves to the function that ends it (safe to call twice). */
  acquire(options?: TurnOptions): Promise<() => void>;
  /** Turns taken now. */
  readonly active: number;
  /** Pages waiting for a turn. */
  readonly waiting: number;
  /** Pages admitted and still loading their data (see `reserve`). */
  readonly reserved: number;
  /**
   * How long a page asking now would wait for its turn, in ms: the turns that
   * must end before it (those waiting ahead of it, and its own), each at
   * `waitPerPlaceMs`. 0 while a turn is free.
   */
  expectedWaitMs(options?: Pick<TurnOptions, 'priority'>): number;
  /** Recent length of one turn (exponentially weighted), in ms. */
  readonly averageTurnMs: number;
  /**
   * How long a page waits per place ahead of it, in ms: measured from the pages that
   * waited (exponentially weighted), and until one has, a turn's length shared among
   * the slots.
   */
  readonly waitPerPlaceMs: number;
}

/** A page that gave up its place in the line: it would have waited longer than it may. */
export class RenderShedError extends Error {
  readonly waitedMs: number;
  constructor(waitedMs: number) {
    super(`no render turn within ${Math.round(waitedMs)} ms`);
    this.name = 'RenderShedError';
    this.waitedMs = waitedMs;
  }
}

export interface RenderSlotsOptions {
  /** Turn length assumed before any turn has ended, ms. */
  initialTurnMs?: number;
  /** Weight of the newest turn in the average (0..1]. */
  smoothing?: number;
  /** Clock in ms; tests pin it. */
  now?: () => number;
  /** Runs the hand-out of the next turn later; setImmediate by default (one per loop iteration). */
  defer?: (run: () => void) => void;
}

/**
 * A first guess at one turn: a catalogue page renders in 5–10 ms of CPU, and with
 * eight at once each turn lasts several of those. Replaced by what is measured
 * from the first turn on.
 */
const INITIAL_TURN_MS = 50;
const SMOOTHING = 0.1;

interface Waiter {
  grant(): void;
  cancelled: boolean;
}

export function createRenderSlots(limit: number, options: RenderSlotsOptions = {}): RenderSlots {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`render slots must be a positive integer (got ${limit})`);
  const now = options.now ?? (() => performance.now());
  const smoothing = options.smoothing ?? SMOOTHING;
  const defer = options.defer ?? ((run: () => void) => void setImmediate(run));
  let averageTurnMs = options.initialTurnMs ?? INITIAL_TURN_MS;
  let active = 0;
  const urgent: Waiter[] = [];
  const ordinary: Waiter[] = [];
  let waiting = 0;
  // Admitted pages still in their loaders (issue 25): without them the estimate saw an
  // empty line while two hundred pages fetched their data, admitted them all, and
  // then shed them at the bound — a 503 after a second's wait instead of at once.
  let reservedUrgent = 0;
  let reservedOrdinary = 0;
  let scheduled = false;
  // Measured from the pages that waited, not inferred from turn lengths: under load the
  // line moved over three times slower than `averageTurnMs / limit` said (a bench of
  // /models at 200 connections: 100 turns a second against 8 slots of 22 ms; the CPU, not
  // the slots, sets the pace). Pages admitted on that estimate waited past their budget
  // and were shed after most of a second: 1,576 of 2,224 busy answers came late.
  let waitPerPlaceMs: number | null = null;
  const learnWait = (waitedMs: number, places: number, atLeast: boolean) => {
    const sample = waitedMs / places;
    // A page that gave up waited at least this long: it can only say the estimate is too short.
    if (atLeast && waitPerPlaceMs !== null && sample <= waitPerPlaceMs) return;
    waitPerPlaceMs = waitPerPlaceMs === null ? sample : waitPerPlaceMs + smoothing * (sample - waitPerPlaceMs);
  };
  const perPlace = () => waitPerPlaceMs ?? averageTurnMs / limit;
  /** Hand-outs a page asking now waits for: the turns that must end before its own. */
  const placesAhead = (priority: boolean) => {
    const ahead = priority ? urgent.filter((w) => !w.cancelled).length + reservedUrgent : waiting + reservedUrgent + reservedOrdinary;
    return active + ahead < limit ? 0 : ahead + 1 - (limit - active);
  };

  const turn = (): (() => void) => {
    const started = now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      averageTurnMs += smoothing * (now() - started - averageTurnMs);
      active -= 1;
      schedule();
    };
  };

  const next = (): Waiter | undefined => {
    for (const line of [urgent, ordinary]) {
      while (line.length > 0) {
        const waiter = line.shift()!;
        if (!waiter.cancelled) return waiter;
      }
    }
    return undefined;
  };

  // One turn per run: the page's render starts in this run's microtasks, and the
  // next hand-out is deferred to the next loop iteration, after I/O has been polled.
  const handOut = () => {
    scheduled = false;
    if (active >= limit || waiting === 0) return;
    const waiter = next();
    if (!waiter) return;
    waiting -= 1;
    active += 1;
    waiter.grant();
    schedule();
  };

  function schedule(): void {
    if (scheduled || active >= limit || waiting === 0) return;
    scheduled = true;
    defer(handOut);
  }

  return {
    reserve(turnOptions = {}) {
      const urgentPlace = turnOptions.priority === true;
      if (urgentPlace) reservedUrgent += 1;
      else reservedOrdinary += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (urgentPlace) reservedUrgent -= 1;
        else reservedOrdinary -= 1;
      };
    },
    acquire(turnOptions = {}) {
      return new Promise((resolve, reject) => {
        const asked = now();
        // A page that finds a turn free gets it on the next hand-out, whatever its budget
        // (admission.ts: pages go on rendering however slow turns have become).
        const free = active + waiting < limit;
        // Counted as the page asks, like the estimate it is checked against.
        const places = placesAhead(turnOptions.priority === true);
        let timer: NodeJS.Timeout | undefined;
        const waiter: Waiter = {
          cancelled: false,
          grant: () => {
            if (timer) clearTimeout(timer);
            if (places > 0) learnWait(now() - asked, places, false);
            resolve(turn());
          },
        };
        (turnOptions.priority ? urgent : ordinary).push(waiter);
        waiting += 1;
        if (!free && turnOptions.maxWaitMs !== undefined && Number.isFinite(turnOptions.maxWaitMs)) {
          timer = setTimeout(() => {
            waiter.cancelled = true;
            waiting -= 1;
            if (places > 0) learnWait(now() - asked, places, true);
            reject(new RenderShedError(now() - asked));
          }, Math.max(0, turnOptions.maxWaitMs));
          timer.unref();
        }
        schedule();
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
    get reserved() {
      return reservedUrgent + reservedOrdinary;
    },
    get averageTurnMs() {
      return averageTurnMs;
    },
    get waitPerPlaceMs() {
      return perPlace();
    },
    expectedWaitMs(turnOptions = {}) {
      return placesAhead(turnOptions.priority === true) * perPlace();
    },
  };
}
