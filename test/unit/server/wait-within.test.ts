import { describe, expect, it, vi } from 'vitest';
import { waitWithin } from '#server/services/wait-within.ts';

describe('waitWithin', () => {
  it('gives the value of work done inside the bound, and its rejection', async () => {
    await expect(waitWithin(Promise.resolve(7), 1_000)).resolves.toEqual({ done: true, value: 7 });
    await expect(waitWithin(Promise.reject(new Error('upstream down')), 1_000)).rejects.toThrow('upstream down');
  });

  it('stops waiting at the bound while the work goes on, and a late rejection is handled (no unhandled rejection)', async () => {
    let fail!: (error: Error) => void;
    const work = new Promise<number>((_resolve, reject) => {
      fail = reject;
    });
    await expect(waitWithin(work, 5)).resolves.toEqual({ done: false });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fail(new Error('late'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
