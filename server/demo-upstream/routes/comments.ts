// The comments host (spec §7): the subset of Remark42 the portal uses, over the
// demo dataset's generated threads (dataset/comments.ts). A thread is named by the
// article's address (`url`), as Remark42's widget names it; an address that is not
// a published article's has no comments. /web/iframe.html stands in for Remark42's
// own discussion page, where visitors log in and write.
import type { FastifyInstance } from 'fastify';
import type { RemarkComment, RemarkNode, RemarkTree } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import { demoCommentThread } from '../dataset/comments.ts';
import { escapeXml } from '../graphics.ts';
import { badRequest, readString, type Input } from '../params.ts';

const ARTICLE_PATH = /^(?:\/en)?\/articles\/(\d{1,12})\/?$/;
const SITE = /^[\w.-]{1,64}$/;
const SORTS = ['time', 'score', 'active'] as const;

function locatorOf(query: Input, siteKey: 'site' | 'site_id'): { site: string; url: string } {
  const site = readString(query, siteKey, 64);
  if (!site || !SITE.test(site)) throw badRequest(`${siteKey} is required`);
  const url = readString(query, 'url', 2_000);
  if (!url) throw badRequest('url is required');
  return { site, url };
}

function articleIdOf(url: string): number | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const match = ARTICLE_PATH.exec(parsed.pathname);
  return match ? Number(match[1]) : null;
}

function latest(node: RemarkNode): string {
  return [node.comment.time, ...(node.replies ?? []).map(latest)].sort().at(-1)!;
}

/** Remark42's sort: time, score or active (latest reply), '-' for descending; top level only, replies stay by time. */
function sortTop(nodes: RemarkNode[], sort: string): RemarkNode[] {
  const descending = sort.startsWith('-');
  const field = sort.replace(/^[-+]/, '');
  if (!(SORTS as readonly string[]).includes(field)) throw badRequest('sort must be time, score or active, with an optional - or +');
  const key = (node: RemarkNode): string | number => (field === 'score' ? node.comment.score : field === 'active' ? latest(node) : node.comment.time);
  return [...nodes].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
}

function flatten(nodes: readonly RemarkNode[]): RemarkComment[] {
  return nodes.flatMap((node) => [node.comment, ...flatten(node.replies ?? [])]);
}

export function commentRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const thread = (locator: { site: string; url: string }): RemarkTree => {
    const id = articleIdOf(locator.url);
    const article = id === null ? undefined : ctx.dataset.articleById.get(id);
    if (!article || article.lang_versions[0]?.status_lang !== 'Published') return { comments: [], info: { url: locator.url, count: 0 } };
    return demoCommentThread(ctx.dataset.seed, article, locator);
  };

  app.get('/api/v1/find', async (request) => {
    const query = request.query as Input;
    const tree = thread(locatorOf(query, 'site'));
    const comments = sortTop(tree.comments, readString(query, 'sort', 16) ?? 'time');
    const format = readString(query, 'format', 8) ?? 'tree';
    if (format === 'plain') return flatten(comments);
    if (format !== 'tree') throw badRequest('format must be tree or plain');
    return { ...tree, comments };
  });

  app.get('/api/v1/count', async (request) => {
    const locator = locatorOf(request.query as Input, 'site');
    return { url: locator.url, count: thread(locator).info?.count ?? 0 };
  });

  // The service's own page (what Remark42's embed frames): the whole thread, read-only here.
  app.get('/web/iframe.html', async (request, reply) => {
    const query = request.query as Input;
    const locator = locatorOf(query, 'site_id');
    const tree = thread(locator);
    const item = (node: RemarkNode): string => {
      const { comment } = node;
      // The demo's own generated texts are safe markup; Remark42 sanitises its users' the same way.
      const text = comment.delete ? '<p class="deleted">Комментарий удалён</p>' : comment.text;
      const replies = node.replies?.length ? `<ul>${node.replies.map(item).join('')}</ul>` : '';
      return `<li><article><header><strong>${escapeXml(comment.user.name)}</strong> <time datetime="${escapeXml(comment.time)}">${escapeXml(comment.time.slice(0, 10))}</time>${comment.pin ? ' · закреплён' : ''}</header>${text}</article>${replies}</li>`;
    };
    const count = tree.info?.count ?? 0;
    const body =
      `<h1>Обсуждение</h1><p class="note">Демонстрационный сервис комментариев. На настоящем сервисе (Remark42) здесь входят и пишут комментарии.</p>` +
      // Only an article's own http(s) address becomes a link back.
      (articleIdOf(locator.url) === null ? '' : `<p><a href="${escapeXml(locator.url)}">← к статье</a></p>`) +
      `<p>Комментариев: ${count}</p>` +
      (tree.comments.length > 0 ? `<ul class="thread">${tree.comments.map(item).join('')}</ul>` : '<p>Пока никто не написал.</p>');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Обсуждение — комментарии</title><style>body{font-family:Arial,sans-serif;max-width:720px;margin:32px auto;padding:0 16px;color:#263238;background:#fff}ul{list-style:none;padding-left:20px}ul.thread{padding:0}article{border-bottom:1px solid #eceff1;padding:10px 0}time,.note,.deleted{color:#607d8b}a{color:#1565c0}</style></head><body>${body}</body></html>`,
      );
  });
}
