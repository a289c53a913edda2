// Texts of the like and dislike buttons (model page, article page), registered by the component.

export const likesTexts = {
  ru: { votes: 'Оценка', like: 'Нравится', dislike: 'Не нравится' },
  en: { votes: 'Rating', like: 'Like', dislike: 'Dislike' },
} as const;
