// docs/decisions: every record says whether it holds and since when (issue 21 §5).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, lines: readFileSync(`${DIR}/${name}`, 'utf8').split('\n') }));

describe('decision records', () => {
  it('are numbered once each, the title carrying the file’s number', () => {
    const numbers = records.map(({ name }) => /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1]);
    expect(numbers).not.toContain(undefined);
    expect(new Set(numbers).size).toBe(records.length);
    for (const { name, lines } of records) expect(lines[0], name).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\b`));
  });

  it('each open with a Status line and the Date it was written, before the Context', () => {
    for (const { name, lines } of records) {
      expect(lines.slice(1, 5), name).toEqual(['', expect.stringMatching(/^Status: (proposed|accepted|superseded|deprecated)\b/), expect.stringMatching(/^Date: \d{4}-\d{2}-\d{2}\b/), '']);
      const date = lines[3]!.slice('Date: '.length, 'Date: '.length + 10);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), name).toBe(date);
      expect(lines[5], name).toBe('## Context');
    }
  });
});
