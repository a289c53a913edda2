import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NEED_MODEL_DESCRIPTION_MAX,
  NEED_MODEL_DESCRIPTION_MIN,
  NEED_MODEL_EMAIL_MAX,
  NEED_MODEL_FILES_MAX,
  NEED_MODEL_LINKS_MAX,
  NEED_MODEL_MANUFACTURERS_MAX,
  NEED_MODEL_NAME_MAX,
  NEED_MODEL_COMPANY_MAX,
  NEED_MODEL_PHONE_MAX,
} from '#shared/constants.ts';
import {
  EMPTY_NEED_MODEL_DRAFT,
  NEED_MODEL_FIELDS,
  NEED_MODEL_STEP_FIELDS,
  checkNeedModelField,
  firstInvalidField,
  firstInvalidStep,
  isEmptyNeedModelDraft,
  parseStoredNeedModelDraft,
  readNeedModelErrors,
  serialiseNeedModelDraft,
  validateNeedModel,
  validateNeedModelStep,
  type NeedModelCandidate,
  type NeedModelDraft,
} from '#shared/domain/need-model.ts';

const VALID: NeedModelDraft = {
  description: 'Противопожарная дверь EI60, 900×2100',
  links: '',
  files: ['rfa'],
  manufacturers: ['1001'],
  name: 'Анна',
  email: 'anna@example.ru',
  phone: '',
  company: '',
  consent: true,
};

const errorsOf = (input: NeedModelCandidate) => {
  const result = validateNeedModel(input);
  return result.ok ? {} : result.errors;
};
const codeOf = (field: keyof NeedModelDraft, value: unknown) => errorsOf({ ...VALID, [field]: value })[field];

describe('validateNeedModel: a valid form', () => {
  it('passes and is normalised: trimmed, lists de-duplicated, formats lower-case, consent true', () => {
    const result = validateNeedModel({
      ...VALID,
      description: '  Нужна модель лифта на 8 остановок  ',
      files: ['RFA', 'rfa', '.ifc'],
      manufacturers: ['1001', '1001', '1002'],
      name: ' Анна ',
      email: ' anna@example.ru ',
      links: '  https://example.ru/lift ',
      company: ' ООО Ромашка ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        description: 'Нужна модель лифта на 8 остановок',
        files: ['rfa', 'ifc'],
        manufacturers: ['1001', '1002'],
        name: 'Анна',
        email: 'anna@example.ru',
        links: 'https://example.ru/lift',
        company: 'ООО Ромашка',
        consent: true,
      },
    });
  });

  it('formats a valid phone per spec §5 (country (area) xxx-xx-xx) and keeps other valid numbers as typed', () => {
    const formatted = validateNeedModel({ ...VALID, phone: '8 495 123 45 67' });
    expect(formatted.ok && formatted.value.phone).toBe('+7 (495) 123-45-67');
    const short = validateNeedModel({ ...VALID, phone: '123-45-67' });
    expect(short.ok && short.value.phone).toBe('123-45-67');
  });

  it('leaves out empty optional fields and passes only well-formed context', () => {
    const result = validateNeedModel({ ...VALID, files: undefined, manufacturers: null, origin: 'model', modelId: 42, search: '  дверь ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ files: [], manufacturers: [], origin: 'model', modelId: 42, search: 'дверь' });
    expect(result.value).not.toHaveProperty('phone');
    expect(result.value).not.toHaveProperty('links');
    expect(result.value).not.toHaveProperty('company');
    const odd = validateNeedModel({ ...VALID, origin: 'elsewhere', modelId: -3, search: 7 });
    expect(odd.ok && odd.value).not.toHaveProperty('origin');
    expect(odd.ok && odd.value).not.toHaveProperty('modelId');
    expect(odd.ok && odd.value).not.toHaveProperty('search');
  });
});

describe('validateNeedModel: each rule', () => {
  it('description: required, at least the minimum, at most the maximum (code points), text only', () => {
    expect(codeOf('description', '')).toBe('required');
    expect(codeOf('description', '   ')).toBe('required');
    expect(codeOf('description', undefined)).toBe('required');
    expect(codeOf('description', 'x'.repeat(NEED_MODEL_DESCRIPTION_MIN - 1))).toBe('too_short');
    expect(codeOf('description', ` ${'x'.repeat(NEED_MODEL_DESCRIPTION_MIN - 1)} `)).toBe('too_short');
    expect(codeOf('description', 'x'.repeat(NEED_MODEL_DESCRIPTION_MIN))).toBeUndefined();
    expect(codeOf('description', 'x'.repeat(NEED_MODEL_DESCRIPTION_MAX))).toBeUndefined();
    expect(codeOf('description', 'x'.repeat(NEED_MODEL_DESCRIPTION_MAX + 1))).toBe('too_long');
    // An emoji is one character to a person, two UTF-16 units.
    expect(codeOf('description', '🚪'.repeat(NEED_MODEL_DESCRIPTION_MAX))).toBeUndefined();
    expect(codeOf('description', 12345678901)).toBe('invalid');
  });

  it('links: optional, bounded', () => {
    expect(codeOf('links', '')).toBeUndefined();
    expect(codeOf('links', 'l'.repeat(NEED_MODEL_LINKS_MAX))).toBeUndefined();
    expect(codeOf('links', 'l'.repeat(NEED_MODEL_LINKS_MAX + 1))).toBe('too_long');
    expect(codeOf('links', ['https://a.ru'])).toBe('invalid');
  });

  it('files: optional tokens, at most the maximum after de-duplication', () => {
    expect(codeOf('files', [])).toBeUndefined();
    expect(codeOf('files', ['rfa', 'ifc', '3ds'])).toBeUndefined();
    expect(codeOf('files', ['rfa; drop'])).toBe('invalid');
    expect(codeOf('files', ['<b>'])).toBe('invalid');
    expect(codeOf('files', [42])).toBe('invalid');
    expect(codeOf('files', 'rfa')).toBe('invalid');
    const many = Array.from({ length: NEED_MODEL_FILES_MAX + 1 }, (_, i) => `f${i}`);
    expect(codeOf('files', many)).toBe('too_many_items');
    expect(codeOf('files', many.slice(0, NEED_MODEL_FILES_MAX))).toBeUndefined();
    expect(codeOf('files', Array.from({ length: NEED_MODEL_FILES_MAX + 10 }, () => 'rfa'))).toBeUndefined();
  });

  it('manufacturers: optional id tokens, at most the maximum', () => {
    expect(codeOf('manufacturers', ['1001', 'a1b2-c3'])).toBeUndefined();
    expect(codeOf('manufacturers', ['1001,1002'])).toBe('invalid');
    expect(codeOf('manufacturers', [''])).toBe('invalid');
    expect(codeOf('manufacturers', { 0: '1' })).toBe('invalid');
    const many = Array.from({ length: NEED_MODEL_MANUFACTURERS_MAX + 1 }, (_, i) => String(i + 1));
    expect(codeOf('manufacturers', many)).toBe('too_many_items');
    expect(codeOf('manufacturers', many.slice(1))).toBeUndefined();
  });

  it('name: required, bounded', () => {
    expect(codeOf('name', '')).toBe('required');
    expect(codeOf('name', 'n'.repeat(NEED_MODEL_NAME_MAX))).toBeUndefined();
    expect(codeOf('name', 'n'.repeat(NEED_MODEL_NAME_MAX + 1))).toBe('too_long');
    expect(codeOf('name', false)).toBe('invalid');
  });

  it('email: required, bounded, a pragmatic address pattern', () => {
    expect(codeOf('email', '')).toBe('required');
    for (const good of ['a@b.c', 'anna.petrova+bim@mail.example.ru', 'ivan@почта.рф', 'x_y@sub-domain.co.uk']) expect(codeOf('email', good), good).toBeUndefined();
    for (const bad of ['anna', 'anna@', '@example.ru', 'anna@example', 'an na@example.ru', 'a@b@c.ru', 'a@b..ru', 'a@.ru', 'a@b.ru.', '<a>@b.ru']) {
      expect(codeOf('email', bad), bad).toBe('invalid');
    }
    const long = `${'a'.repeat(NEED_MODEL_EMAIL_MAX)}@b.ru`;
    expect(codeOf('email', long)).toBe('too_long');
    expect(codeOf('email', 5)).toBe('invalid');
  });

  it('phone: optional; 7 to 15 digits in the usual characters; bounded as typed', () => {
    expect(codeOf('phone', '')).toBeUndefined();
    expect(codeOf('phone', '+7 (495) 150-00-85')).toBeUndefined();
    expect(codeOf('phone', '1234567')).toBeUndefined();
    expect(codeOf('phone', '123456')).toBe('invalid');
    expect(codeOf('phone', '1234567890123456')).toBe('invalid');
    expect(codeOf('phone', '+7 495 CALL-NOW')).toBe('invalid');
    expect(codeOf('phone', '7+4951500085')).toBe('invalid');
    expect(codeOf('phone', `+7${' '.repeat(NEED_MODEL_PHONE_MAX)}4951500085`)).toBe('too_long');
  });

  it('company: optional, bounded', () => {
    expect(codeOf('company', '')).toBeUndefined();
    expect(codeOf('company', 'c'.repeat(NEED_MODEL_COMPANY_MAX))).toBeUndefined();
    expect(codeOf('company', 'c'.repeat(NEED_MODEL_COMPANY_MAX + 1))).toBe('too_long');
  });

  it('consent: must be exactly true', () => {
    expect(codeOf('consent', true)).toBeUndefined();
    for (const value of [false, undefined, 'true', 1]) expect(codeOf('consent', value), String(value)).toBe('required');
  });

  it('reports every invalid field at once', () => {
    expect(errorsOf({})).toEqual({ description: 'required', name: 'required', email: 'required', consent: 'required' });
    expect(errorsOf({ ...VALID, description: 'short', email: 'bad', phone: '12' })).toEqual({ description: 'too_short', email: 'invalid', phone: 'invalid' });
  });

  it('never throws and returns only known fields and codes, whatever it is given', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NEED_MODEL_FIELDS, 'origin', 'modelId', 'search', 'extra'), fc.anything()), (input) => {
        const result = validateNeedModel(input as NeedModelCandidate);
        if (result.ok) return;
        for (const [field, code] of Object.entries(result.errors)) {
          expect(NEED_MODEL_FIELDS).toContain(field);
          expect(['required', 'too_short', 'too_long', 'too_many_items', 'invalid']).toContain(code);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('steps', () => {
  it('the three steps hold every field once, in the form order', () => {
    expect([...NEED_MODEL_STEP_FIELDS[1], ...NEED_MODEL_STEP_FIELDS[2], ...NEED_MODEL_STEP_FIELDS[3]]).toEqual([...NEED_MODEL_FIELDS]);
  });

  it('validateNeedModelStep checks only that step', () => {
    const empty = { ...EMPTY_NEED_MODEL_DRAFT };
    expect(validateNeedModelStep(1, empty)).toEqual({ ok: false, errors: { description: 'required' } });
    expect(validateNeedModelStep(2, empty)).toEqual({ ok: true });
    expect(validateNeedModelStep(3, empty)).toEqual({ ok: false, errors: { name: 'required', email: 'required', consent: 'required' } });
    expect(validateNeedModelStep(1, VALID)).toEqual({ ok: true });
    expect(validateNeedModelStep(2, { ...VALID, files: ['bad token'] })).toEqual({ ok: false, errors: { files: 'invalid' } });
    expect(validateNeedModelStep(3, { ...VALID, consent: false })).toEqual({ ok: false, errors: { consent: 'required' } });
  });

  it('firstInvalidStep and firstInvalidField follow the form order', () => {
    expect(firstInvalidStep({ email: 'invalid', files: 'too_many_items' })).toBe(2);
    expect(firstInvalidStep({ consent: 'required' })).toBe(3);
    expect(firstInvalidStep({})).toBeNull();
    expect(firstInvalidField({ consent: 'required', email: 'invalid', description: 'too_short' })).toBe('description');
    expect(firstInvalidField({})).toBeNull();
  });

  it('checkNeedModelField checks one field', () => {
    expect(checkNeedModelField('email', 'a@b.ru')).toBeNull();
    expect(checkNeedModelField('email', 'a@b')).toBe('invalid');
    expect(checkNeedModelField('phone', '')).toBeNull();
  });
});

describe('server error maps and stored drafts', () => {
  it('readNeedModelErrors keeps only known fields with known codes', () => {
    expect(readNeedModelErrors({ email: 'invalid', phone: 'weird', other: 'required', consent: 'required' })).toEqual({ email: 'invalid', consent: 'required' });
    expect(readNeedModelErrors(null)).toEqual({});
    expect(readNeedModelErrors('email')).toEqual({});
    expect(readNeedModelErrors(['required'])).toEqual({});
  });

  it('a stored draft round-trips', () => {
    const stored = { step: 3 as const, draft: { ...VALID, phone: '+7 (495) 150-00-85' } };
    expect(parseStoredNeedModelDraft(serialiseNeedModelDraft(stored))).toEqual(stored);
  });

  it('a stored draft never sits past an invalid step', () => {
    const raw = serialiseNeedModelDraft({ step: 3, draft: { ...VALID, description: 'short' } });
    expect(parseStoredNeedModelDraft(raw)?.step).toBe(1);
    const ok = serialiseNeedModelDraft({ step: 2, draft: { ...EMPTY_NEED_MODEL_DRAFT, description: 'Нужна модель двери' } });
    expect(parseStoredNeedModelDraft(ok)?.step).toBe(2);
  });

  it('junk in storage is dropped, field by field', () => {
    expect(parseStoredNeedModelDraft(null)).toBeNull();
    expect(parseStoredNeedModelDraft('')).toBeNull();
    expect(parseStoredNeedModelDraft('{not json')).toBeNull();
    expect(parseStoredNeedModelDraft('42')).toBeNull();
    expect(parseStoredNeedModelDraft('{"step":2}')).toBeNull();
    const parsed = parseStoredNeedModelDraft(JSON.stringify({ step: 9, draft: { description: 5, files: ['rfa', 3, null], consent: 'yes', name: 'Анна', extra: 'x' } }));
    expect(parsed).toEqual({ step: 1, draft: { ...EMPTY_NEED_MODEL_DRAFT, files: ['rfa'], name: 'Анна' } });
  });

  it('isEmptyNeedModelDraft', () => {
    expect(isEmptyNeedModelDraft({ ...EMPTY_NEED_MODEL_DRAFT })).toBe(true);
    expect(isEmptyNeedModelDraft({ ...EMPTY_NEED_MODEL_DRAFT, files: ['rfa'] })).toBe(false);
    expect(isEmptyNeedModelDraft({ ...EMPTY_NEED_MODEL_DRAFT, consent: true })).toBe(false);
    expect(isEmptyNeedModelDraft({ ...EMPTY_NEED_MODEL_DRAFT, name: 'A' })).toBe(false);
  });
});
