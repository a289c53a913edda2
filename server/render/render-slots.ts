/**
 * Turns at rendering and writing a page, first come first served (issue 15: one
 * slow render must not starve the others). A turn starts when a page's loaders
 * have their data, so a page waiting on a slow upstream holds no turn, and ends
 * when its document has been handed on to compression and the socket. Under load
 * the other pages wait in order instead of all being half-written at once, each
 * holding a compressor and its buffers: fewer objects survive into the old
 * generation, RSS stays bounded, and latency is shared fairly.
 */
export interface RenderSlots {
  /** Waits for a turn; resolves to the function that ends it (safe to call twice). */
  acquire(): Promise<() => void>;
  /** Turns taken now. */
  readonly active: number;
  /** Pages waiting for a turn. */
  readonly waiting: number;
}

export function createRenderSlots(limit: number): RenderSlots {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`render slots must be a positive integer (got ${limit})`);
  let active = 0;
  const queue: Array<() => void> = [];

  const turn = (): (() => void) => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = queue.shift();
      // The turn passes straight to the next page in line, so a newcomer can never overtake it.
      if (next) next();
      else active -= 1;
    };
  };

  return {
    acquire() {
      if (active < limit) {
        active += 1;
        return Promise.resolve(turn());
      }
      return new Promise((resolve) => queue.push(() => resolve(turn())));
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
