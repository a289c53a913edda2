// Texts only the article page's loaded comment list shows, registered by its own chunk
// (client/routes/article/article-comment-list.tsx), so none of them is in the page's first load.

export const articleCommentListTexts = {
  ru: {
    shown_one: 'Последние {{shown, number}} из {{count, number}} комментария',
    shown_few: 'Последние {{shown, number}} из {{count, number}} комментариев',
    shown_many: 'Последние {{shown, number}} из {{count, number}} комментариев',
    shown_other: 'Последние {{shown, number}} из {{count, number}} комментария',
    readAll: 'Всё обсуждение и ответы',
    reply: 'ответ',
    pinned: 'Закреплён',
  },
  en: {
    shown_one: 'The latest {{shown, number}} of {{count, number}} comment',
    shown_other: 'The latest {{shown, number}} of {{count, number}} comments',
    readAll: 'The whole discussion and replies',
    reply: 'reply',
    pinned: 'Pinned',
  },
} as const;
