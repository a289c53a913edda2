// Texts of the support request form (on /about, reached from the footer and the content pages).

export const supportFormTexts = {
  ru: {
    title: 'Написать в поддержку',
    lead: 'Опишите вопрос — ответим на почту в течение рабочего дня. Вопросы о размещении моделей, партнёрской программе и рекламе тоже сюда.',
    fields: {
      name: 'Как к вам обращаться',
      email: 'Электронная почта',
      subject: 'Тема',
      content: 'Сообщение',
    },
    hints: {
      email: 'На неё придёт ответ',
      content: 'Ссылка на модель или страницу поможет ответить быстрее',
    },
    optional: 'необязательно',
    errors: {
      required: 'Заполните это поле',
      too_short: 'Слишком коротко: не меньше {{min, number}} символов',
      too_long: 'Слишком длинно: не больше {{max, number}} символов',
      invalid: 'Проверьте адрес: например, name@company.ru',
    },
    summary: 'Исправьте поля, отмеченные ниже.',
    submit: 'Отправить',
    sending: 'Отправляем…',
    sent: 'Обращение №{{id}} отправлено. Ответ придёт на {{email}}.',
    another: 'Написать ещё',
    failed: 'Не удалось отправить обращение. Текст сохранён — попробуйте ещё раз или позвоните {{phone}}.',
    draftKept: 'Черновик сохраняется в этом браузере, пока вы не отправите обращение.',
  },
  en: {
    title: 'Write to support',
    lead: 'Describe your question and we will reply by email within a working day. Questions about publishing models, the partner programme and advertising go here too.',
    fields: {
      name: 'Your name',
      email: 'Email',
      subject: 'Subject',
      content: 'Message',
    },
    hints: {
      email: 'We reply to this address',
      content: 'A link to the model or page helps us answer faster',
    },
    optional: 'optional',
    errors: {
      required: 'Please fill in this field',
      too_short: 'Too short: at least {{min, number}} characters',
      too_long: 'Too long: at most {{max, number}} characters',
      invalid: 'Check the address, e.g. name@company.com',
    },
    summary: 'Please correct the fields marked below.',
    submit: 'Send',
    sending: 'Sending…',
    sent: 'Request no. {{id}} has been sent. We will reply to {{email}}.',
    another: 'Write another',
    failed: 'The request could not be sent. Your text is kept: try again or call {{phone}}.',
    draftKept: 'The draft is kept in this browser until you send it.',
  },
};
