// Texts of the sign-up completion page (/validate, spec §4 §5), registered by its route module.

export const validateTexts = {
  ru: {
    formTitle: 'Ваши данные',
    nextTitle: 'Что будет дальше',
    nextSteps:
      'После подтверждения регистрация завершится: вы сможете скачивать модели и пользоваться личным кабинетом, а мы вернём вас на страницу, которую вы открывали.',
    returnTo: 'Вы вернётесь на страницу: {{path}}',
    firstName: 'Имя',
    lastName: 'Фамилия',
    required: 'обязательное поле',
    privacyText: 'Я даю согласие на обработку персональных данных в соответствии с',
    privacyLink: 'политикой конфиденциальности',
    mailing: 'Хочу получать новости и рекламные рассылки портала',
    submit: 'Завершить регистрацию',
    submitting: 'Сохраняем…',
    errors: {
      required: 'Заполните это поле',
      too_long: 'Слишком длинное значение',
      privacyRequired: 'Без согласия с политикой конфиденциальности регистрацию не завершить',
      failed: 'Не удалось завершить регистрацию. Проверьте соединение и попробуйте ещё раз — введённые данные сохранены.',
      invalid: 'Проверьте отмеченные поля.',
    },
    anonymousText: 'Войдите, чтобы завершить регистрацию.',
    login: 'Войти',
  },
  en: {
    formTitle: 'Your details',
    nextTitle: 'What happens next',
    nextSteps:
      'Once you confirm, your registration is complete: you can download models and use your personal account, and we take you back to the page you opened.',
    returnTo: 'You will return to: {{path}}',
    firstName: 'First name',
    lastName: 'Last name',
    required: 'required',
    privacyText: 'I consent to the processing of my personal data under the',
    privacyLink: 'privacy policy',
    mailing: 'Send me the portal’s news and promotional mailings',
    submit: 'Complete registration',
    submitting: 'Saving…',
    errors: {
      required: 'Fill in this field',
      too_long: 'This value is too long',
      privacyRequired: 'Registration cannot be completed without consent to the privacy policy',
      failed: 'Registration could not be completed. Check your connection and try again — what you entered is kept.',
      invalid: 'Check the marked fields.',
    },
    anonymousText: 'Log in to complete your registration.',
    login: 'Log in',
  },
};
