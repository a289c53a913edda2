// Spec §4 §7 §9 chat tool adapter: polling every 500 ms, about 10 tries; contact field mapping.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS, CHAT_POLL_TRIES } from '#shared/constants.ts';
import { chatContact, waitForChat } from '#shared/domain/chat.ts';

describe('waiting for the chat to connect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec values: 500 ms, 10 tries', () => {
    expect(CHAT_POLL_MS).toBe(500);
    expect(CHAT_POLL_TRIES).toBe(10);
  });

  it('resolves with the tool as soon as a poll finds it', async () => {
    let tool: { name: string } | null = null;
    const find = vi.fn(() => tool);
    const waiting = waitForChat(find);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    expect(find).toHaveBeenCalledTimes(3);
    tool = { name: 'chat' };
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    await expect(waiting).resolves.toEqual({ name: 'chat' });
    expect(find).toHaveBeenCalledTimes(4);
  });

  it('gives up with null after 10 polls, 4.5 s after the first, and polls no more', async () => {
    const find = vi.fn(() => null);
    let result: unknown = 'pending';
    void waitForChat(find).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * (CHAT_POLL_TRIES - 1) - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(find).toHaveBeenCalledTimes(CHAT_POLL_TRIES);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 10);
    expect(find).toHaveBeenCalledTimes(CHAT_POLL_TRIES);
  });
});

describe('contact fields', () => {
  it('maps name, email and phone to the chat’s own names, leaving out empty ones', () => {
    expect(chatContact({ name: ' Мария Новикова ', email: 'maria@example.ru', phone: '+7 900 000-00-00' })).toEqual({
      $name: 'Мария Новикова',
      $email: 'maria@example.ru',
      $phone: '+7 900 000-00-00',
    });
    expect(chatContact({ name: '', email: 'a@b.ru' })).toEqual({ $email: 'a@b.ru' });
  });
});
