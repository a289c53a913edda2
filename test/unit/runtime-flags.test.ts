import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('production runtime flags', () => {
  it('are the same for the container, npm start and the bench', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { config: { nodeOptions: string }; scripts: { start: string } };
    const flags = pkg.config.nodeOptions;
    expect(flags).toMatch(/--max-old-space-size=\d+/);
    expect(readFileSync('Dockerfile', 'utf8')).toContain(`NODE_OPTIONS="${flags}"`);
    expect(pkg.scripts.start).toContain('$npm_package_config_nodeOptions');
  });
});
