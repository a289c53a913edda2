// The demo comments host's threads (a Remark42-compatible service, spec §7): one per
// article, generated from the dataset's seed and the article id, so every start shows
// the same discussions. About a third of the articles have none, a third a few, and
// a third more than the ten the portal shows; some comments have replies, a few are
// deleted (as Remark42 keeps them: empty text, delete: true, replies kept).
import type { Article, RemarkComment, RemarkNode, RemarkTree } from '#shared/types/index.ts';
import { createRng, type Rng } from './random.ts';

const AUTHORS = [
  'Алексей Смирнов', 'Мария Иванова', 'Дмитрий Кузнецов', 'Ольга Петрова', 'Игорь Соколов', 'Анна Лебедева',
  'Сергей Волков', 'Екатерина Морозова', 'ГИП Николай', 'BIM-менеджер', 'John Carter', 'Emma Wilson',
  'Lukas Becker', 'Sofia Rossi', 'archi_pro', 'Павел',
] as const;

const TOP_TEXTS_RU = [
  '<p>Спасибо за статью! Как раз искали, как собрать спецификацию по семействам производителя без ручной правки.</p>',
  '<p>Подскажите, модели подходят для <strong>Revit 2024</strong>? В прошлой версии параметры терялись при обновлении.</p>',
  '<p>Попробовали на объекте: время на подбор оборудования сократилось примерно вдвое. Не хватает только фильтра по классу энергоэффективности.</p>',
  '<p>Хороший обзор. Добавлю, что для экспорта в IFC лучше сразу настроить сопоставление классов, иначе часть элементов уходит в <code>IfcBuildingElementProxy</code>.</p>',
  '<p>А есть ли такие же модели в формате для nanoCAD? Работаем в отечественном ПО.</p>',
  '<p>Было бы здорово увидеть пример с реальным проектом, а не только скриншоты.</p>',
  '<p>Коллеги, а как у вас с уровнем детализации? Нам для стадии П хватает LOD 300, для РД просят больше.</p>',
  '<p>Полезно. Сохранил в закладки и отправил команде.</p>',
  '<p>Документация к плагину есть здесь: <a href="https://bim-library.example/docs/plugin">руководство пользователя</a>. Там же список поддерживаемых версий.</p>',
  '<ul><li>быстрая установка</li><li>понятные параметры</li><li>нет русских единиц измерения в части семейств</li></ul><p>В целом рекомендую.</p>',
] as const;

const TOP_TEXTS_EN = [
  '<p>Great write-up. We rolled this out on two projects and the schedules finally match the manufacturer’s data.</p>',
  '<p>Does the plugin work with <strong>Archicad 27</strong> as well, or only with Revit?</p>',
  '<p>Useful overview, thanks. Would love to see the same for MEP families.</p>',
  '<p>We had trouble with shared parameters after import; renaming them in the template fixed it.</p>',
] as const;

const REPLY_TEXTS = [
  '<p>Да, проверяли на 2024 — параметры сохраняются.</p>',
  '<p>Согласен, у нас тот же опыт.</p>',
  '<p>Напишите в поддержку производителя, они быстро отвечают.</p>',
  '<p>Спасибо, помогло!</p>',
  '<p>Yes, it works with Archicad via the IFC export.</p>',
  '<p>+1, was about to ask the same.</p>',
  '<p>Уточню: в версии 2.3 это уже исправлено.</p>',
] as const;

/** The thread's size class by article id: none, a few, or more than the portal shows. */
export function demoCommentCount(seed: number, articleId: number): number {
  const rng = createRng((seed ^ Math.imul(articleId, 0x9e3779b1)) >>> 0);
  const kind = articleId % 3;
  if (kind === 0) return 0;
  if (kind === 1) return rng.int(1, 6);
  return rng.int(12, 24);
}

function comment(rng: Rng, article: Article, siteUrl: { site: string; url: string }, pid: string, index: number, reply: boolean, timeMs: number): RemarkComment {
  const author = rng.pick(AUTHORS);
  const english = /^[A-Za-z]/.test(author) && !reply;
  const text = reply ? rng.pick(REPLY_TEXTS) : english ? rng.pick(TOP_TEXTS_EN) : rng.pick(TOP_TEXTS_RU);
  const userId = `demo_${author.replace(/[^\p{L}\p{N}]+/gu, '_').toLowerCase()}`;
  return {
    id: `${article.id}-${index}-${rng.hex(8)}`,
    pid,
    text,
    user: { name: author, id: userId, picture: '', admin: false, verified: author === 'BIM-менеджер' },
    locator: siteUrl,
    score: rng.int(-1, 12),
    time: new Date(timeMs).toISOString(),
    pin: false,
    delete: false,
    title: article.lang_versions[0]?.title ?? '',
  };
}

/**
 * The article's thread as Remark42's `find ... format=tree` answers it: top-level
 * comments newest first, replies oldest first under their parent. `count` comments
 * in all, replies included, deleted ones too (they stay in Remark42's tree).
 */
export function demoCommentThread(seed: number, article: Article, locator: { site: string; url: string }): RemarkTree {
  const total = demoCommentCount(seed, article.id);
  const rng = createRng((seed + article.id * 7919) >>> 0);
  const startMs = Date.parse(article.created_at) || Date.UTC(2024, 0, 1);
  let timeMs = startMs;
  const nextTime = () => (timeMs += rng.int(20, 60 * 24 * 3) * 60_000);
  const roots: RemarkNode[] = [];
  let made = 0;
  while (made < total) {
    const root: RemarkNode = { comment: comment(rng, article, locator, '', made, false, nextTime()), replies: [] };
    made += 1;
    // Every fourth thread of a long discussion: the author deleted the comment, its replies stay.
    if (total > 10 && made % 4 === 0) Object.assign(root.comment, { text: '', delete: true });
    const replies = made < total ? rng.int(0, Math.min(2, total - made)) : 0;
    for (let r = 0; r < replies; r += 1) {
      const reply: RemarkNode = { comment: comment(rng, article, locator, root.comment.id, made, true, nextTime()), replies: [] };
      made += 1;
      // Now and then a reply to the reply.
      if (made < total && rng.chance(0.3)) {
        reply.replies!.push({ comment: comment(rng, article, locator, reply.comment.id, made, true, nextTime()) });
        made += 1;
      }
      root.replies!.push(reply);
    }
    roots.push(root);
  }
  // A long discussion has its most useful comment pinned by a moderator.
  if (roots.length > 4) roots[1]!.comment.pin = true;
  roots.reverse();
  const times = roots.flatMap(function all(node): string[] {
    return [node.comment.time, ...(node.replies ?? []).flatMap(all)];
  });
  return {
    comments: roots,
    info: { url: locator.url, count: total, ...(times.length > 0 ? { first_time: times.sort()[0]!, last_time: times[times.length - 1]! } : {}) },
  };
}
