// Texts of the page the server answers a form post it refuses with (server/routes/page-posts.ts):
// a form sent by another site, too large, of a type no form sends, too many posts, or a page with no form.

export const formPostTexts = {
  ru: {
    title: 'Форма не отправлена',
    crossSite: 'Форму отправили с другого сайта, поэтому мы её не приняли: так никто не сможет действовать от вашего имени. Откройте страницу и отправьте форму с неё.',
    tooLarge: 'Форма слишком большая. Сократите текст и отправьте её ещё раз.',
    unsupported: 'Форма пришла в виде, которого страницы сайта не принимают. Откройте страницу и отправьте форму с неё.',
    tooMany: 'Слишком много отправок подряд. Подождите минуту и попробуйте ещё раз.',
    noForm: 'На этой странице нет формы, которую можно отправить.',
    failed: 'Не удалось обработать форму. Попробуйте ещё раз через несколько минут.',
    back: 'Вернуться на страницу',
  },
  en: {
    title: 'The form was not sent',
    crossSite: 'The form was sent from another site, so it was not accepted: nobody may act on your behalf that way. Open the page and send the form from there.',
    tooLarge: 'The form is too large. Shorten the text and send it again.',
    unsupported: 'The form came in a form the site’s pages do not accept. Open the page and send the form from there.',
    tooMany: 'Too many posts in a row. Wait a minute and try again.',
    noForm: 'This page has no form to send.',
    failed: 'The form could not be handled. Please try again in a few minutes.',
    back: 'Back to the page',
  },
};
