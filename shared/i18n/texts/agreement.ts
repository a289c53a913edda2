// Texts of the agreement popup (spec §4 §5), registered by the popup's module.

export const agreementTexts = {
  ru: {
    title: 'Обновлённое пользовательское соглашение',
    text: 'Мы обновили пользовательское соглашение и политику конфиденциальности. Чтобы продолжить работу с порталом, примите их.',
    consentText: 'Я принимаю',
    consentAgreement: 'пользовательское соглашение',
    consentAnd: 'и',
    consentPrivacy: 'политику конфиденциальности',
    mailing: 'Хочу получать новости и рекламные рассылки портала',
    submit: 'Принять',
    submitting: 'Сохраняем…',
    failed: 'Не удалось сохранить согласие. Проверьте соединение и попробуйте ещё раз.',
  },
  en: {
    title: 'Updated user agreement',
    text: 'We have updated the user agreement and the privacy policy. Accept them to keep using the portal.',
    consentText: 'I accept the',
    consentAgreement: 'user agreement',
    consentAnd: 'and the',
    consentPrivacy: 'privacy policy',
    mailing: 'Send me the portal’s news and promotional mailings',
    submit: 'Accept',
    submitting: 'Saving…',
    failed: 'Your consent could not be saved. Check your connection and try again.',
  },
};
