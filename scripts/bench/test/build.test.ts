import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState, newestMtime, outputsWrittenSince } from '../build.ts';

let root: string;

async function touch(relative: string, mtimeS: number) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, mtimeS, mtimeS);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bench-build-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildState', () => {
  it('is stale when an output is missing', async () => {
    await touch('client/a.tsx', 1_000);
    await touch(BUILD_OUTPUTS[0]!, 2_000);
    expect(await buildState(root)).toEqual({ stale: true, reason: `${BUILD_OUTPUTS[1]} is missing` });
  });

  it('is fresh when every output is newer than every source', async () => {
    await touch('client/routes/a.tsx', 1_000);
    await touch('shared/b.ts', 1_500);
    for (const output of BUILD_OUTPUTS) await touch(output, 2_000);
    expect((await buildState(root)).stale).toBe(false);
  });

  it('is stale when a nested source is newer than the oldest output', async () => {
    await touch('client/a.tsx', 1_000);
    await touch('shared/domain/deep/b.ts', 3_000);
    await touch(BUILD_OUTPUTS[0]!, 2_000);
    for (const output of BUILD_OUTPUTS.slice(1)) await touch(output, 4_000);
    expect(await buildState(root)).toEqual({ stale: true, reason: 'shared changed after the last build' });
  });

  it('is stale when the server changed: production runs it compiled', async () => {
    for (const output of BUILD_OUTPUTS) await touch(output, 2_000);
    await touch('server/ifc/parse-worker.ts', 3_000);
    expect(await buildState(root)).toEqual({ stale: true, reason: 'server changed after the last build' });
  });

  it('is stale when the native addon changed: the server loads it from dist', async () => {
    for (const output of BUILD_OUTPUTS) await touch(output, 2_000);
    await touch('native/malloc-trim.c', 3_000);
    expect(await buildState(root)).toEqual({ stale: true, reason: 'native changed after the last build' });
  });
});

describe('newestMtime', () => {
  it('is 0 for a missing path and skips dot folders', async () => {
    expect(await newestMtime(path.join(root, 'nope'))).toBe(0);
    await touch('client/a.tsx', 1_000);
    await touch('client/.cache/b', 9_000);
    expect(await newestMtime(path.join(root, 'client'))).toBe(1_000_000);
  });
});

describe('outputsWrittenSince', () => {
  it('names an output the build did not rewrite', async () => {
    for (const output of BUILD_OUTPUTS) await touch(output, 10_000);
    await touch(BUILD_OUTPUTS[1]!, 1_000);
    expect(await outputsWrittenSince(root, 9_000_000)).toBe(`${BUILD_OUTPUTS[1]} was not rewritten`);
    await touch(BUILD_OUTPUTS[1]!, 10_000);
    expect(await outputsWrittenSince(root, 9_000_000)).toBeNull();
  });
});
