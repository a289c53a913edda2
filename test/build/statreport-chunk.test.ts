// /statreport's charts are drawn from geometry the server computes with d3
// (server/services/statistics-charts.ts, docs/decisions/0012), so no d3 module
// reaches the page's first-load JavaScript. The markers are d3's public method
// names and error texts, which survive minification: the test first shows that
// they are in d3's own minified builds, then that the page's chunks have none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest } from '../../scripts/size/first-load.ts';

const CLIENT_DIST = 'dist/client';
/** Strings each d3 module keeps after minification: method names (scales, curves) and error texts. */
const D3_MARKERS: Record<string, string[]> = {
  'd3-scale': ['paddingInner', 'rangeRound', 'tickFormat'],
  'd3-shape': ['areaStart', 'lineStart'],
  'd3-path': ['negative radius'],
  'd3-format': ['invalid format'],
};
const MARKERS = Object.values(D3_MARKERS).flat();

describe('the /statreport chunks', () => {
  it('the markers do find d3 in a minified build', () => {
    for (const [module, markers] of Object.entries(D3_MARKERS)) {
      const code = readFileSync(`node_modules/${module}/dist/${module}.min.js`, 'utf8');
      for (const marker of markers) expect(code.includes(marker), `${marker} in ${module}`).toBe(true);
    }
  });

  it('carry no d3 on a first load of the page, in either language', () => {
    const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const route = 'client/routes/statreport/route.tsx';
    expect(manifest[route], 'statreport is in the build').toBeDefined();
    for (const locale of ['ru', 'en'] as const) {
      const files = firstLoadFiles(manifest, route, locale);
      expect(files).toContain(manifest[route]!.file);
      for (const file of files) {
        const code = readFileSync(path.join(CLIENT_DIST, file), 'utf8');
        for (const marker of MARKERS) expect(code.includes(marker), `${marker} in ${file}`).toBe(false);
      }
    }
  });

  it('carry no d3 anywhere in the browser bundle', () => {
    const keys = Object.keys(JSON.parse(readFileSync(path.join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest);
    expect(keys.filter((key) => key.includes('d3-'))).toEqual([]);
  });
});
