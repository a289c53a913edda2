// The comments host (spec §7): the subset of Remark42's REST API the portal reads.
// Public, read-only calls; writing happens on the service's own page.
import { Type } from 'typebox';
import type { RemarkTree } from '#shared/types/index.ts';
import type { UpstreamHttp } from '../http.ts';
import { expectShape } from '../shape.ts';
import { fromContext, okBody, type CallContext } from './common.ts';

export type CommentsHttp = UpstreamHttp<'comments'>;

// Only what the mapping relies on: a list of nodes, each with a comment object.
// The comment's own fields are read defensively by the service (a bad one is skipped).
const TreeShape = Type.Object({
  comments: Type.Union([Type.Array(Type.Object({ comment: Type.Object({}) })), Type.Null()]),
});

/**
 * GET /api/v1/find?site=&url=&sort=-time&format=tree: one thread, newest top-level
 * comments first (Remark42 sorts replies by time within their parent).
 */
export async function findThread(http: CommentsHttp, params: { site: string; url: string; timeoutMs?: number }, ctx: CallContext): Promise<RemarkTree> {
  const endpoint = 'comments.find';
  const res = await http.request({
    host: 'comments',
    method: 'GET',
    path: '/api/v1/find',
    query: { site: params.site, url: params.url, sort: '-time', format: 'tree' },
    endpoint,
    ...(params.timeoutMs !== undefined ? { timeoutMs: params.timeoutMs } : {}),
    ...fromContext(ctx),
  });
  const body = expectShape<{ comments: RemarkTree['comments'] | null; info?: RemarkTree['info'] }>(okBody(res, endpoint), TreeShape, endpoint);
  // Remark42 answers a thread nobody has written in with `comments: null` on some versions.
  return { comments: body.comments ?? [], ...(body.info ? { info: body.info } : {}) };
}
