// Likes through the demo upstream: one flow for the model key (model/{id}) and an article's url.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { modelLikeKey } from '#shared/domain/likes.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const api = () => request(stack.app.server);

async function keyOfFirstArticle(): Promise<string> {
  return (await api().get('/api/articles').expect(200)).body.items[0].url as string;
}

describe('likes', () => {
  it.each([
    ['a model', async () => modelLikeKey(stack.demo.dataset.models[0]!.id)],
    ['an article', keyOfFirstArticle],
  ])('%s: the vote is kept for the device, repeated withdraws, the other switches; no warning logged', async (_what, keyOf) => {
    const url = await keyOf();
    const uuid = `device-${Math.random().toString(16).slice(2, 14)}`;
    stack.logger.entries.length = 0;
    const before = (await api().get('/api/likes').query({ url, uuid }).expect(200)).body.result;
    expect(before).toMatchObject({ userChoice: null });
    const liked = (await api().post('/api/likes').send({ url, type: 'like', uuid }).expect(200)).body.result;
    expect(liked).toEqual({ like: before.like + 1, dislike: before.dislike, userChoice: 'like' });
    // What a reload asks: the same key and device.
    const again = (await api().get('/api/likes').query({ url, uuid }).expect(200)).body.result;
    expect(again).toEqual(liked);
    // Another device sees the count, not the vote.
    expect((await api().get('/api/likes').query({ url, uuid: 'other-device-1' }).expect(200)).body.result).toMatchObject({ like: liked.like, userChoice: null });
    const switched = (await api().post('/api/likes').send({ url, type: 'dislike', uuid }).expect(200)).body.result;
    expect(switched).toEqual({ like: before.like, dislike: before.dislike + 1, userChoice: 'dislike' });
    const withdrawn = (await api().post('/api/likes').send({ url, type: 'dislike', uuid }).expect(200)).body.result;
    expect(withdrawn).toEqual({ ...before, userChoice: null });
    expect(stack.logger.entries.filter((entry) => entry.level !== 'debug')).toEqual([]);
  });

  it('a key that is neither an article url nor model/{id} is a 400, never an upstream call', async () => {
    stack.demo.calls.reset();
    for (const url of ['model/abc', '../secret', 'model/1/extra', 'a?b=c', 'a b']) {
      await api().get('/api/likes').query({ url, uuid: 'device-uuid-1' }).expect(400);
      await api().post('/api/likes').send({ url, type: 'like', uuid: 'device-uuid-1' }).expect(400);
    }
    expect(stack.demo.calls.count('/web2/')).toBe(0);
  });
});
