// The request form as a posted form (docs/decisions/0029): what the fetcher sends and the
// hidden fields a post without JavaScript carries between steps, and what the action reads.
import type { NeedModelInput } from '#shared/api/dto.ts';
import { isTicked, listOf, textOf, type FormEntries } from '#shared/domain/form-result.ts';
import { EMPTY_NEED_MODEL_DRAFT, NEED_MODEL_STEPS, type NeedModelDraft, type NeedModelOrigin, type NeedModelStep } from '#shared/domain/need-model.ts';

/** Where the form is shown, sent with it: the model page's model or the catalogue search that found nothing. */
export interface NeedModelContext {
  origin: NeedModelOrigin;
  modelId?: number | undefined;
  search?: string | undefined;
}

/** The draft's fields and the context as name and value pairs (lists repeat their name, a given consent is 'true'). */
export function needModelFields(draft: NeedModelDraft, context: NeedModelContext): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    ['description', draft.description],
    ['links', draft.links],
    ...draft.files.map((value): [string, string] => ['files', value]),
    ...draft.manufacturers.map((value): [string, string] => ['manufacturers', value]),
    ['name', draft.name],
    ['email', draft.email],
    ['phone', draft.phone],
    ['company', draft.company],
    ['origin', context.origin],
  ];
  if (draft.consent) pairs.push(['consent', 'true']);
  if (context.modelId !== undefined) pairs.push(['modelId', String(context.modelId)]);
  if (context.search) pairs.push(['search', context.search]);
  return pairs;
}

export function needModelDraftOf(entries: FormEntries): NeedModelDraft {
  return {
    ...EMPTY_NEED_MODEL_DRAFT,
    description: textOf(entries, 'description'),
    links: textOf(entries, 'links'),
    files: listOf(entries, 'files'),
    manufacturers: listOf(entries, 'manufacturers'),
    name: textOf(entries, 'name'),
    email: textOf(entries, 'email'),
    phone: textOf(entries, 'phone'),
    company: textOf(entries, 'company'),
    consent: isTicked(entries, 'consent'),
  };
}

/** What the action sends: the draft as typed, with its context (the services check and normalise it). */
export function needModelInputOf(entries: FormEntries): NeedModelInput {
  const draft = needModelDraftOf(entries);
  const origin = textOf(entries, 'origin');
  const modelId = Number(textOf(entries, 'modelId'));
  const search = textOf(entries, 'search');
  return {
    ...draft,
    ...(origin === 'model' || origin === 'catalogue' ? { origin } : {}),
    ...(Number.isSafeInteger(modelId) && modelId > 0 ? { modelId } : {}),
    ...(search ? { search } : {}),
  };
}

/** The step a post without JavaScript was sent from (its hidden field); the last when absent or odd. */
export function needModelStepOf(entries: FormEntries): NeedModelStep {
  const step = Number(textOf(entries, 'step'));
  return (NEED_MODEL_STEPS as readonly number[]).includes(step) ? (step as NeedModelStep) : 3;
}
