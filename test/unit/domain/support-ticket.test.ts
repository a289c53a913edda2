import { describe, expect, it } from 'vitest';
import { readSupportDraft, validateSupportTicket } from '#shared/domain/support-ticket.ts';
import { emailFromQuery, validateUnsubscribe } from '#shared/domain/unsubscribe.ts';
import { SUPPORT_MESSAGE_MAX } from '#shared/constants.ts';

describe('support form rules', () => {
  it('accepts a complete request, trimmed, with the name optional', () => {
    expect(validateSupportTicket({ email: ' a@b.ru ', subject: ' Вопрос ', content: 'Нужна модель двери ДП-1' })).toEqual({
      ok: true,
      value: { name: '', email: 'a@b.ru', subject: 'Вопрос', content: 'Нужна модель двери ДП-1' },
    });
  });

  it('names each bad field', () => {
    expect(validateSupportTicket({})).toEqual({ ok: false, errors: { email: 'required', subject: 'required', content: 'required' } });
    expect(validateSupportTicket({ email: 'nope', subject: 'ab', content: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1), name: 5 })).toEqual({
      ok: false,
      errors: { name: 'invalid', email: 'invalid', subject: 'too_short', content: 'too_long' },
    });
  });

  it('reads a stored draft back without trusting it', () => {
    expect(readSupportDraft('garbage')).toEqual({ name: '', email: '', subject: '', content: '' });
    expect(readSupportDraft({ subject: 'Тема', content: 7, extra: 'x' })).toEqual({ name: '', email: '', subject: 'Тема', content: '' });
  });
});

describe('unsubscribe form rules', () => {
  it('takes an address, an optional known reason and a well-formed token', () => {
    expect(validateUnsubscribe({ email: ' a@b.ru ', reason: 'too_often', token: 'abc-1' })).toEqual({ ok: true, value: { email: 'a@b.ru', reason: 'too_often', token: 'abc-1' } });
    expect(validateUnsubscribe({ email: 'a@b.ru', token: '<x>' })).toEqual({ ok: true, value: { email: 'a@b.ru', reason: null, token: null } });
    expect(validateUnsubscribe({ email: '', reason: 'spam' })).toEqual({ ok: false, errors: { email: 'required', reason: 'invalid' } });
  });

  it('prefills only a valid address from the mailing link', () => {
    expect(emailFromQuery('anna@bureau.ru')).toBe('anna@bureau.ru');
    expect(emailFromQuery('<script>')).toBe('');
    expect(emailFromQuery(null)).toBe('');
  });
});
