import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, startStack, type Stack } from './harness.ts';

let stack: Stack;
let modelId: number;

beforeAll(async () => {
  stack = await startStack();
  const withFiles = stack.demo.dataset.models.find((model) => Array.isArray(model.files) && model.files.length > 0);
  modelId = Number(withFiles?.id);
});
afterAll(async () => {
  await stack?.close();
});

describe('model downloads require login (spec §2, §6)', () => {
  it('gives anonymous visitors the file list without links', async () => {
    const res = await stack.app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru` });
    expect(res.statusCode).toBe(200);
    const files = res.json().model.files as Array<Record<string, unknown>>;
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.href === null && file.name === null && file.ext !== '' && !('url' in file))).toBe(true);
    expect(res.body).not.toMatch(/\/files\/\d+\//);
  });

  it('ignores a forged token and still hides the links', async () => {
    const res = await stack.app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru`, headers: { cookie: 'access_token=forged' } });
    expect((res.json().model.files as Array<{ href: string | null }>).every((file) => file.href === null)).toBe(true);
  });

  it('gives a logged-in designer the links', async () => {
    const { cookie } = await logIn(stack, 'designer');
    const res = await stack.app.inject({ method: 'GET', url: `/api/models/${modelId}?lang=ru`, headers: { cookie } });
    const files = res.json().model.files as Array<{ href: string | null; id: number }>;
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.href === `/download/${modelId}/${file.id}`)).toBe(true);
  });
});
