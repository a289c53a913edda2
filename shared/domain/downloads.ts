// The portal's one door for model files (spec §2 §6: downloading requires a
// completed registration; docs/decisions/0024). Its address, and the analytics
// goal the door records itself.

export const DOWNLOAD_PATH_PREFIX = '/download';

/** Spec §7 goals: a model file downloaded. */
export const DOWNLOAD_MODEL_GOAL = 'download_model';

/**
 * Goals only the server records, when the thing happened: a browser's own event
 * of that name is not forwarded, so it can neither be counted twice nor forged.
 * The browser still reaches them in the metrics counter (a browser tag).
 */
export const SERVER_RECORDED_GOALS: readonly string[] = [DOWNLOAD_MODEL_GOAL];

/** GET /download/{modelId}/{fileId}: the file, for a registered user. */
export function downloadPath(modelId: number | string, fileId: number | string): string {
  return `${DOWNLOAD_PATH_PREFIX}/${encodeURIComponent(String(modelId))}/${encodeURIComponent(String(fileId))}`;
}
