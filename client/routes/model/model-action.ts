import type { ActionFunctionArgs } from 'react-router';
import type { IdsCheckDto } from '#shared/api/dto.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { loaderEnv } from '../../app/data/loader-env.ts';
import { requestModel, type RequestModelAnswer } from '../../components/request-model/request-model-action.ts';

/** The intent of the model page's IDS upload form. */
export const IDS_UPLOAD_INTENT = 'ids-upload';

/**
 * The answer to an uploaded .ids: the check, or why there is none. Not a sent form (no
 * `ok: true`): nothing was stored, so a post without JavaScript renders the page with it
 * rather than redirecting (a check is far larger than the result cookie carries).
 */
export type IdsUploadAnswer =
  | { intent: typeof IDS_UPLOAD_INTENT; check: IdsCheckDto }
  | { intent: typeof IDS_UPLOAD_INTENT; error: 'no_file' | 'too_large' | 'refused' | 'failed'; message?: string };

export function isIdsUploadAnswer(value: unknown): value is IdsUploadAnswer {
  return typeof value === 'object' && value !== null && (value as { intent?: unknown }).intent === IDS_UPLOAD_INTENT;
}

async function checkUpload(args: ActionFunctionArgs, form: FormData): Promise<IdsUploadAnswer> {
  const intent = IDS_UPLOAD_INTENT;
  const file = form.get('ids');
  const id = args.params.id ?? '';
  if (!(file instanceof Blob) || file.size === 0 || !NUMERIC_ID_PATTERN.test(id)) return { intent, error: 'no_file' };
  try {
    return { intent, check: await args.context.get(loaderEnv).api.checkUploadedIds(id, await file.text()) };
  } catch (error) {
    const failure = error as { statusCode?: unknown; message?: unknown } | null;
    // The route's body limit (IDS_MAX_BYTES) answers 413.
    if (failure?.statusCode === 413) return { intent, error: 'too_large' };
    // A 400 says what is wrong with the file (the reader's message); anything else is a failure to retry.
    if (failure?.statusCode === 400 && typeof failure.message === 'string') return { intent, error: 'refused', message: failure.message };
    return { intent, error: 'failed' };
  }
}

/**
 * The model page's forms: the request form (spec §1) and the IDS upload (issue 24 §3),
 * told apart by the posted intent. A body that is not a form goes to the request form,
 * which answers an empty form with its field errors.
 */
export async function modelAction(args: ActionFunctionArgs): Promise<RequestModelAnswer | IdsUploadAnswer> {
  const form = await args.request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get('intent') === IDS_UPLOAD_INTENT) return checkUpload(args, form);
  return requestModel(args);
}
