// XSD regular expressions (as in xs:pattern) as JavaScript RegExps, for the subset
// IDS files use. XSD patterns are implicitly anchored: they match the whole value.
// Supported: literals, '.', character classes and ranges with negation, the escapes
// \d \D \s \S \w \W \n \r \t and escaped metacharacters, \p{…} and \P{…} categories
// and blocks written as Unicode properties, groups, alternation and the quantifiers
// ? * + {n} {n,} {n,m}. Not supported (the pattern is reported as unsupported, never
// guessed): character-class subtraction ([a-z-[aeiou]]), the XML name escapes \i \I
// \c \C, and anything that is not an XSD construct (backreferences, lookaround,
// lazy quantifiers, anchors ^ and $ carry no special meaning in XSD).
// Differences kept: \d and \w are ASCII-only in JavaScript where XSD means any Unicode
// digit or word character.

export type CompiledPattern = { ok: true; regex: RegExp } | { ok: false; reason: string };

const MAX_PATTERN_LENGTH = 1000;

export function compileXsdPattern(pattern: string): CompiledPattern {
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `pattern longer than ${MAX_PATTERN_LENGTH} characters` };
  if (/-\[/.test(pattern)) return { ok: false, reason: 'character-class subtraction is not supported' };
  if (/\\[iIcC]/.test(pattern)) return { ok: false, reason: 'the XML name escapes \\i and \\c are not supported' };
  if (/\\[1-9]|\(\?|[*+?}]\?/.test(pattern)) return { ok: false, reason: 'not an XSD pattern (backreference, group option or lazy quantifier)' };
  // ^ and $ are ordinary characters in XSD outside a class's leading ^.
  let source = '';
  let inClass = false;
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at]!;
    if (char === '\\') {
      source += char + (pattern[at + 1] ?? '');
      at += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      source += char;
      continue;
    }
    if (char === '[') {
      inClass = true;
      source += char;
      if (pattern[at + 1] === '^') {
        source += '^';
        at += 1;
      }
      continue;
    }
    source += char === '^' || char === '$' ? `\\${char}` : char;
  }
  try {
    return { ok: true, regex: new RegExp(`^(?:${source})$`, 'u') };
  } catch (error) {
    return { ok: false, reason: `not a valid pattern: ${error instanceof Error ? error.message : String(error)}` };
  }
}
