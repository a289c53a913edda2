// The forms' route actions, run as React Router runs them (a Request with the posted form and
// the router context): what each sends, and its answers for a refused, failed or sent form.
import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import type { ApiPort } from '#shared/api/port.ts';
import { AppError } from '#shared/errors.ts';
import { EMPTY_NEED_MODEL_DRAFT } from '#shared/domain/need-model.ts';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { sessionAction } from '#client/app/data/session-actions.ts';
import { requestModel } from '#client/components/request-model/request-model-action.ts';
import { needModelDraftOf, needModelFields, needModelInputOf, needModelStepOf } from '#client/components/request-model/request-model-entries.ts';
import { sendSupportTicket } from '#client/routes/about/support-action.ts';
import { requestPartnership } from '#client/routes/manufacturer/partnership-action.ts';

function run<T>(action: (args: ActionFunctionArgs) => Promise<T>, api: Partial<ApiPort>, fields: Array<[string, string]>, { url = 'http://portal.test/about', params = {} }: { url?: string; params?: Record<string, string> } = {}): Promise<T> {
  const context = new RouterContextProvider();
  context.set(loaderEnv, { api: api as ApiPort, neutralLang: 'ru', config: {} as never });
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, params, context } as unknown as ActionFunctionArgs);
}

describe('the root action (agreement, logout)', () => {
  it('logs out and sends a post without JavaScript back to its page; a failing logout is logged and still done (spec §8)', async () => {
    const logout = vi.fn(async () => undefined);
    expect(await run(sessionAction, { logout }, [['intent', 'logout'], ['back', '/models?search=door']], { url: 'http://portal.test/' })).toEqual({ ok: true, location: '/models?search=door' });
    expect(logout).toHaveBeenCalledOnce();
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new TypeError('network down');
    });
    expect(await run(sessionAction, { logout: failing }, [['intent', 'logout'], ['back', '/about']])).toEqual({ ok: true, location: '/about' });
    expect(logError).toHaveBeenCalledWith('Logout failed', expect.any(TypeError));
    logError.mockRestore();
  });

  it('records the agreement only with the consent, the mailing as chosen, and says the session changed', async () => {
    const setAgreement = vi.fn(async () => ({ agreement: true }));
    const refused = await run(sessionAction, { setAgreement }, [['intent', 'agreement'], ['back', '/about'], ['mailing', 'true']]);
    expect(refused).toMatchObject({ ok: false, status: 400, fields: { agreement: 'required' }, entries: { mailing: 'true' } });
    expect(setAgreement).not.toHaveBeenCalled();
    expect(await run(sessionAction, { setAgreement }, [['intent', 'agreement'], ['agreement', 'true'], ['back', '/about']])).toEqual({ ok: true, location: '/about', session: true });
    expect(setAgreement).toHaveBeenCalledWith({ agreement: true, mailing: false });
    const down = vi.fn(async () => {
      throw new AppError('upstream_status', 'Down', 502);
    });
    expect(await run(sessionAction, { setAgreement: down }, [['intent', 'agreement'], ['agreement', 'true']])).toMatchObject({ ok: false, status: 502, entries: { agreement: 'true' } });
    expect(await run(sessionAction, {}, [['intent', 'something']])).toEqual({ ok: false, status: 400 });
  });
});

describe('the support and partnership actions', () => {
  it('send what was typed with the page, and answer a refusal with the fields and the entries', async () => {
    const createSupportTicket = vi.fn(async () => ({ ticketId: 7 }));
    const fields: Array<[string, string]> = [['email', ' anna@bureau.ru '], ['subject', 'Дверь'], ['content', 'Нет модели двери ДП-1']];
    expect(await run(sendSupportTicket, { createSupportTicket }, fields, { url: 'http://portal.test/en/about' })).toEqual({ ok: true, ticketId: 7, email: 'anna@bureau.ru' });
    expect(createSupportTicket).toHaveBeenCalledWith({ name: '', email: ' anna@bureau.ru ', subject: 'Дверь', content: 'Нет модели двери ДП-1', page: '/en/about' });
    const refused = await run(sendSupportTicket, { createSupportTicket: async () => Promise.reject(new AppError('bad_request', 'Invalid', 400, { fields: { email: 'invalid' } })) }, [['email', 'x']]);
    expect(refused).toEqual({ ok: false, status: 400, fields: { email: 'invalid' }, entries: { email: 'x' } });
  });

  it('the partnership request goes to the company of the page, a malformed id goes nowhere', async () => {
    const send = vi.fn(async () => ({ id: 5 }));
    const fields: Array<[string, string]> = [['email', 'ivan@example.com'], ['message', 'Хотим стать дилером'], ['consent', 'true']];
    expect(await run(requestPartnership, { requestPartnership: send }, fields, { params: { id: '1098' } })).toEqual({ ok: true, id: 5, email: 'ivan@example.com' });
    expect(send).toHaveBeenCalledWith('1098', { name: '', email: 'ivan@example.com', phone: '', company: '', message: 'Хотим стать дилером', consent: true });
    expect(await run(requestPartnership, { requestPartnership: send }, fields, { params: { id: '../1' } })).toMatchObject({ ok: false, status: 404 });
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('the request form as a posted form', () => {
  it('its draft survives the round trip through posted fields, with its context', async () => {
    const draft = { ...EMPTY_NEED_MODEL_DRAFT, description: 'Дверь ДП-1', files: ['rfa', 'ifc'], manufacturers: ['12'], name: 'Анна', email: 'a@b.ru', consent: true };
    const entries = Object.fromEntries(
      needModelFields(draft, { origin: 'model', modelId: 42 }).reduce((map, [name, value]) => map.set(name, map.has(name) ? [map.get(name)!].flat().concat(value) : value), new Map<string, string | string[]>()),
    );
    expect(needModelDraftOf(entries)).toEqual(draft);
    expect(needModelInputOf(entries)).toMatchObject({ origin: 'model', modelId: 42, files: ['rfa', 'ifc'], consent: true });
    expect(needModelInputOf({ ...entries, modelId: 'x', origin: 'elsewhere' })).not.toHaveProperty('modelId');
    expect(needModelStepOf({ step: '2' })).toBe(2);
    expect(needModelStepOf({ step: '9' })).toBe(3);
  });

  it('without JavaScript: next checks the step and brings the lists, back goes back, send sends', async () => {
    const getNeedModelOptions = vi.fn(async () => ({ files: [{ value: 'rfa', label: 'Revit (.rfa)' }], manufacturers: [] }));
    const requestModelCall = vi.fn(async () => ({ id: 9 }));
    const api = { getNeedModelOptions, requestModel: requestModelCall };
    const url = 'http://portal.test/model/door/42';
    expect(await run(requestModel, api, [['intent', 'next'], ['step', '1'], ['description', 'Дверь']], { url })).toMatchObject({ step: 1, fields: { description: 'too_short' } });
    expect(await run(requestModel, api, [['intent', 'next'], ['step', '1'], ['description', 'Противопожарная дверь ДП-1']], { url })).toMatchObject({ step: 2, options: { files: [{ value: 'rfa' }] } });
    expect(await run(requestModel, api, [['intent', 'back'], ['step', '3']], { url })).toMatchObject({ step: 2 });
    expect(requestModelCall).not.toHaveBeenCalled();
    const answer = await run(requestModel, api, [['intent', 'send'], ['description', 'Противопожарная дверь ДП-1'], ['email', ' a@b.ru'], ['origin', 'model'], ['modelId', '42']], { url });
    expect(answer).toEqual({ ok: true, id: 9, email: 'a@b.ru' });
    expect(requestModelCall).toHaveBeenCalledWith(expect.objectContaining({ description: 'Противопожарная дверь ДП-1', origin: 'model', modelId: 42, consent: false }));
  });

  it('a step whose lists cannot be loaded comes without them (the step may be skipped)', async () => {
    const api = { getNeedModelOptions: async () => Promise.reject(new Error('down')) };
    expect(await run(requestModel, api, [['intent', 'next'], ['step', '1'], ['description', 'Противопожарная дверь ДП-1']])).toMatchObject({ step: 2, options: null });
  });
});
