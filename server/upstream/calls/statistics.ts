// Open statistics (spec §7): GET {webApi}/elastic/{dataset}.
import { Type } from 'typebox';
import { STATISTICS_PATHS, type StatisticsDatasets } from '#shared/types/index.ts';
import { AppError } from '#shared/errors.ts';
import { isEmptyStatistics } from '#shared/domain/articles.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, type CallContext } from './common.ts';

export type StatisticsDataset = keyof StatisticsDatasets;
export const STATISTICS_DATASETS = Object.keys(STATISTICS_PATHS) as StatisticsDataset[];

const ArrayDataset = Type.Object({ data: Type.Array(Type.Object({})) });
const ObjectDataset = Type.Object({ data: Type.Object({}) });

/**
 * One dataset. Spec §5: an empty or missing answer is an error, so it throws
 * AppError 'upstream_bad_response' carrying the path (spec §8 logs path and status).
 */
export async function getStatisticsDataset<K extends StatisticsDataset>(
  http: UpstreamHttp,
  params: { dataset: K },
  ctx: CallContext,
): Promise<StatisticsDatasets[K]> {
  const endpoint = `elastic.${STATISTICS_PATHS[params.dataset]}`;
  const path = `/elastic/${STATISTICS_PATHS[params.dataset]}`;
  const res = await http.request({ host: 'webApi', method: 'GET', path, endpoint, ...fromContext(ctx) });
  if (res.status === 204 || res.body === undefined) {
    throw new AppError('upstream_bad_response', `Upstream ${path} answered ${res.status} with no statistics`, 502, { upstreamStatus: res.status });
  }
  const body = okBody(res, endpoint) as { data?: unknown };
  if (isEmptyStatistics(body?.data)) {
    throw new AppError('upstream_bad_response', `Upstream ${path} answered ${res.status} with empty statistics`, 502, { upstreamStatus: res.status });
  }
  const shape = params.dataset === 'statNumber' ? ObjectDataset : ArrayDataset;
  return expectShape<{ data: StatisticsDatasets[K] }>(body, shape, endpoint).data;
}
