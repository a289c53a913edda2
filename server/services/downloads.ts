// The download door's use-cases (docs/decisions/0024): which file a door address
// names, recording the download (spec §7 event calls, the download_model goal),
// and opening the file on the uploads host. Who may download is the route's
// middleware's business (server/routes/download.ts).
import type { AnalyticsUser } from '#shared/domain/analytics.ts';
import type { ModelFile } from '#shared/types/index.ts';
import { DOWNLOAD_MODEL_GOAL } from '#shared/domain/downloads.ts';
import { modelPath } from '#shared/domain/links.ts';
import * as models from '#server/upstream/calls/models.ts';
import type { OpenFileOptions, UpstreamFile } from '#server/upstream/files.ts';
import { AppError } from '#shared/errors.ts';
import { notFound } from './error-policy.ts';
import { forwardEvent } from './actions.ts';
import { modelAlias } from './model.ts';
import { count, list, str } from './mappers.ts';
import { parseId } from './ids.ts';
import type { Scope } from './scope.ts';

/** A file the door can serve: what the visitor asked for, and where it really is. */
export interface ModelFileTarget {
  modelId: number;
  fileId: number;
  ext: string;
  /** The name the visitor's browser saves it under. */
  fileName: string;
  /** Its path (or URL) on the uploads host; never sent to a browser. */
  location: string;
  /** The model page, in the request's language: where the visitor came from and goes back to. */
  modelPage: string;
}

/** A name a browser can save: the upstream's, else the model's alias and the format. */
function saveAs(file: Partial<ModelFile>, alias: string, ext: string): string {
  const name = str(file.file_name).replace(/[\\/\u0000-\u001f\u007f]/g, '').trim();
  return name || `${alias}${ext ? `.${ext}` : ''}`;
}

/**
 * The file a door address names: the model (the page's own cached call, so a
 * download right after the page costs no upstream call) and its file by id.
 * Unknown or malformed ids are 404; an upstream failure is thrown as it is.
 */
export async function findModelFile(scope: Scope, rawModelId: string, rawFileId: string): Promise<ModelFileTarget> {
  const modelId = parseId(rawModelId);
  const fileId = parseId(rawFileId);
  const model = await scope.cached('page', { host: 'webApi2', name: 'model.get' }, { id: modelId }, () => models.getModel(scope.http, { id: modelId, fields: 'all' }, scope.publicCtx));
  if (!model) throw notFound();
  const file = list<Partial<ModelFile>>(model.files).find((candidate) => candidate && typeof candidate === 'object' && count(candidate.id) === fileId);
  const location = str(file?.url);
  if (!file || !location) throw notFound();
  const alias = modelAlias(model, scope.lang);
  const ext = str(file.ext).toLowerCase();
  return { modelId, fileId, ext, fileName: saveAs(file, alias, ext), location, modelPage: modelPath(alias, modelId, scope.lang) };
}

/** The model page of a door address, for a visitor sent back there (404 for an unknown model). */
export async function modelPageOf(scope: Scope, rawModelId: string): Promise<string> {
  const modelId = parseId(rawModelId);
  const model = await scope.cached('page', { host: 'webApi2', name: 'model.get' }, { id: modelId }, () => models.getModel(scope.http, { id: modelId, fields: 'all' }, scope.publicCtx));
  if (!model) throw notFound();
  return modelPath(modelAlias(model, scope.lang), modelId, scope.lang);
}

/**
 * Spec §7: the download as an analytics event (POST /event, and /rabbit when the
 * portal forwards there), the download_model goal, with the user from the session.
 * Spec §8: a failure is logged only; the download goes on.
 */
export async function recordDownload(scope: Scope, target: ModelFileTarget, user: AnalyticsUser | null, options: { rabbit: boolean; now: number }): Promise<void> {
  await forwardEvent(
    scope,
    {
      event: DOWNLOAD_MODEL_GOAL,
      page: target.modelPage,
      eventOptions: { model_id: target.modelId, file_id: target.fileId, ext: target.ext },
      ...(options.rabbit ? { rabbit: true } : {}),
    },
    user,
    options.now,
  );
}

/** Opens the file on the uploads host (streamed; server/upstream/files.ts). */
export function openModelFile(scope: Scope, target: ModelFileTarget, options: OpenFileOptions = {}): Promise<UpstreamFile> {
  const files = scope.deps.files;
  if (!files) throw new AppError('internal', 'No uploads host to read files from', 500);
  return files.open(target.location, { ...options, ...(scope.ctx.requestId === undefined ? {} : { requestId: scope.ctx.requestId }) });
}
