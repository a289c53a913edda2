// Texts every form shares (client/components/form/), registered by the form kit's modules.

export const formTexts = {
  ru: {
    rateLimited_one: 'Слишком много отправок подряд. Попробуйте снова через {{count, number}} минуту — введённое сохранено.',
    rateLimited_few: 'Слишком много отправок подряд. Попробуйте снова через {{count, number}} минуты — введённое сохранено.',
    rateLimited_many: 'Слишком много отправок подряд. Попробуйте снова через {{count, number}} минут — введённое сохранено.',
    rateLimited_other: 'Слишком много отправок подряд. Попробуйте снова через {{count, number}} минуты — введённое сохранено.',
  },
  en: {
    rateLimited_one: 'Too many submissions in a row. Please try again in {{count, number}} minute; what you typed is kept.',
    rateLimited_other: 'Too many submissions in a row. Please try again in {{count, number}} minutes; what you typed is kept.',
  },
};
