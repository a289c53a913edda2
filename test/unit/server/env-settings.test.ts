import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { checkedSetting, choiceSetting, choicesSetting, flagSetting, integerSetting, patternSetting, readEnvironment } from '#server/env-settings.ts';

const SCHEMA = Type.Object({
  COUNT: integerSetting(1, 10, { default: 5 }),
  LIMIT: Type.Optional(integerSetting(0, 100)),
  ON: flagSetting({ default: false }),
  LEVEL: choiceSetting(['low', 'high'], { default: 'low' }),
  KINDS: choicesSetting(['a', 'b', 'c'], { default: ['a', 'b', 'c'] }),
  NAME: Type.Optional(patternSetting('^[a-z]+$', 'lower-case letters')),
  EVEN: Type.Optional(checkedSetting((raw) => (Number(raw) % 2 === 0 ? null : Number.isNaN(Number(raw)) ? 'a number' : 'an even number'))),
  SECRET: Type.Optional(Type.String({ minLength: 8, writeOnly: true, expected: 'at least 8 characters' })),
});

describe('readEnvironment', () => {
  it('gives the defaults for unset, empty and blank values, and leaves a setting without one absent', () => {
    for (const env of [{}, { COUNT: '', ON: ' ', KINDS: '' }]) {
      expect(readEnvironment(SCHEMA, env)).toEqual({ values: { COUNT: 5, ON: false, LEVEL: 'low', KINDS: ['a', 'b', 'c'] }, given: {}, problems: [] });
    }
  });

  it('reads each value as its schema says: trimmed, integers, flags, words, lists in the declared order', () => {
    const env = { COUNT: ' 7 ', LIMIT: '0', ON: 'true', LEVEL: 'high', KINDS: 'c, a,,c', NAME: 'abc', EVEN: '4', SECRET: 'long enough' };
    const { values, given, problems } = readEnvironment(SCHEMA, env);
    expect(problems).toEqual([]);
    expect(values).toEqual({ COUNT: 7, LIMIT: 0, ON: true, LEVEL: 'high', KINDS: ['a', 'c'], NAME: 'abc', EVEN: '4', SECRET: 'long enough' });
    expect(given.COUNT).toBe('7');
    expect(readEnvironment(SCHEMA, { ON: '1' }).values.ON).toBe(true);
    expect(readEnvironment(SCHEMA, { ON: 'false' }).values.ON).toBe(false);
  });

  it('names every bad key in the schema’s order, says what it must be, and reads it as unset', () => {
    const env = { SECRET: 'short', EVEN: '3', NAME: 'A1', KINDS: 'a,z', LEVEL: 'mid', ON: 'yes', LIMIT: '101', COUNT: '2.5' };
    const { values, problems } = readEnvironment(SCHEMA, env);
    expect(problems).toEqual([
      'COUNT must be an integer from 1 to 10 (got "2.5")',
      'LIMIT must be an integer from 0 to 100 (got "101")',
      'ON must be 1 or 0 (got "yes")',
      'LEVEL must be one of low, high (got "mid")',
      'KINDS must be a comma-separated list of a, b, c (got "a,z")',
      'NAME must be lower-case letters (got "A1")',
      'EVEN must be an even number (got "3")',
      // A secret is named, never quoted.
      'SECRET must be at least 8 characters',
    ]);
    expect(values).toEqual({ COUNT: 5, ON: false, LEVEL: 'low', KINDS: ['a', 'b', 'c'] });
  });

  it('takes only whole numbers written in digits', () => {
    for (const bad of ['1e1', '0x5', '5.0', '5 5', 'five']) expect(readEnvironment(SCHEMA, { COUNT: bad }).problems, bad).toHaveLength(1);
    expect(readEnvironment(SCHEMA, { COUNT: '+3' }).values.COUNT).toBe(3);
  });

  it('lets a checked setting fit its message to the mistake', () => {
    expect(readEnvironment(SCHEMA, { EVEN: 'x' }).problems).toEqual(['EVEN must be a number (got "x")']);
  });
});
