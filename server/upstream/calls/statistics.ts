// Open statistics (spec §7): GET {webApi}/elastic/{dataset}.
import { Type } from 'typebox';
import { STATISTICS_PATHS, type StatisticsDatasets } from '#shared/types/index.ts';
import { AppError } from '#shared/errors.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, type CallContext } from './common.ts';

export type StatisticsDataset = keyof StatisticsDatasets;
export const STATISTICS_DATASETS = Object.keys(STATISTICS_PATHS) as StatisticsDataset[];

const ArrayDataset = Type.Object({ data: Type.Array(Type.Object({})) });
const ObjectDataset = Type.Object({ data: Type.Object({}) });

/** One dataset as the upstream sent it, with the status it came with (spec §8 logs a failure's path and status). */
export interface StatisticsAnswer<K extends StatisticsDataset> {
  data: StatisticsDatasets[K];
  status: number;
}

/**
 * One dataset. An answer without a body, without its data or of another shape
 * throws AppError 'upstream_bad_response' carrying the status; whether an empty
 * dataset is a failure is the service's rule (spec §5).
 */
export async function getStatisticsDataset<K extends StatisticsDataset>(
  http: UpstreamHttp,
  params: { dataset: K },
  ctx: CallContext,
): Promise<StatisticsAnswer<K>> {
  const endpoint = `elastic.${STATISTICS_PATHS[params.dataset]}`;
  const path = `/elastic/${STATISTICS_PATHS[params.dataset]}`;
  const res = await http.request({ host: 'webApi', method: 'GET', path, endpoint, ...fromContext(ctx) });
  if (res.status === 204 || res.body === undefined) {
    throw new AppError('upstream_bad_response', `Upstream ${path} answered ${res.status} with no statistics`, 502, { upstreamStatus: res.status });
  }
  const body = okBody(res, endpoint) as { data?: unknown };
  if (body?.data === undefined || body.data === null) {
    throw new AppError('upstream_bad_response', `Upstream ${path} answered ${res.status} without data`, 502, { upstreamStatus: res.status });
  }
  const shape = params.dataset === 'statNumber' ? ObjectDataset : ArrayDataset;
  return { data: expectShape<{ data: StatisticsDatasets[K] }>(body, shape, endpoint, res.status).data, status: res.status };
}
