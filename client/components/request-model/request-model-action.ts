import type { ActionFunctionArgs } from 'react-router';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import type { NeedModelOptionsDto } from '#shared/api/dto.ts';
import { formFailure, readFormEntries, textOf, type FormEntries, type FormResult } from '#shared/domain/form-result.ts';
import { validateNeedModelStep, type NeedModelErrors, type NeedModelStep } from '#shared/domain/need-model.ts';
import { needModelDraftOf, needModelInputOf, needModelStepOf } from './request-model-entries.ts';

/**
 * A step of the form posted without JavaScript: the step to show, what was typed so far
 * (carried on in hidden fields), the step's errors, and the second step's lists.
 */
export interface RequestModelStep {
  step: NeedModelStep;
  entries: FormEntries;
  fields?: NeedModelErrors;
  /** The second step's lists; null when they could not be loaded (the step may be skipped). */
  options?: NeedModelOptionsDto | null;
}

export type RequestModelAnswer = FormResult<{ id: number; email: string }> | RequestModelStep;

/**
 * The request form's action (spec §1), the same on the model page and the catalogue.
 * With JavaScript the form steps on its own and a fetcher sends it whole (intent 'send').
 * Without it, each step is a post: 'next' checks the step with the form's own rules and
 * moves on, 'back' moves back, and 'send' sends. The services check everything again.
 */
export async function requestModel({ request, context }: ActionFunctionArgs): Promise<RequestModelAnswer> {
  const entries = await readFormEntries(request);
  const api = context.get(loaderEnv).api;
  const options = () => api.getNeedModelOptions().catch(() => null);
  const step = needModelStepOf(entries);
  const intent = textOf(entries, 'intent');
  if (intent === 'back' || intent === 'next') {
    const checked = intent === 'next' ? validateNeedModelStep(step, needModelDraftOf(entries)) : { ok: true as const };
    const target = (checked.ok ? Math.min(Math.max(step + (intent === 'next' ? 1 : -1), 1), 3) : step) as NeedModelStep;
    return { step: target, entries, ...(checked.ok ? {} : { fields: checked.errors }), ...(target === 2 ? { options: await options() } : {}) };
  }
  const input = needModelInputOf(entries);
  try {
    const answer = await api.requestModel(input);
    return { ok: true, id: answer.id, email: (input.email ?? '').trim() };
  } catch (error) {
    return { ...formFailure(error), entries };
  }
}
