// Texts of the article page's comments block (spec §7 comments service): what the block
// says before and around the list, registered by client/routes/article/article-comments.tsx.
// What only the loaded list says is in article-comment-list.ts, so it comes with the list's chunk.

export const articleCommentsTexts = {
  ru: {
    unavailable: 'Комментарии сейчас не загрузились. Обсуждение можно открыть на сервисе комментариев.',
    empty: 'Пока никто не написал. Начните обсуждение первым.',
    waiting: 'Комментарии читателей появятся здесь. Написать свой можно уже сейчас.',
    write: 'Написать комментарий',
    newTab: '(откроется в новой вкладке)',
  },
  en: {
    unavailable: 'The comments could not be loaded just now. The discussion is open on the comments service.',
    empty: 'No comments yet. Start the discussion.',
    waiting: 'Readers’ comments appear here. You can write yours now.',
    write: 'Write a comment',
    newTab: '(opens in a new tab)',
  },
} as const;
