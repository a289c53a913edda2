// Texts of the request-a-model form, registered by the form's own (lazy) module; its heading
// and lead are common texts (requestModelIntro), as the page shows them before the form loads.
// Field errors live at errors.<field>.<code>, the codes of shared/domain/need-model.ts;
// bounds come in as {{min, number}} / {{max, number}} from the NEED_MODEL_* constants.

export const requestModelTexts = {
  ru: {
    contextModel: 'К запросу приложим ссылку на эту модель.',
    contextSearch: 'К запросу приложим ваш поиск «{{search}}».',
    formLabel: 'Запрос модели',
    stepsLabel: 'Шаги запроса',
    stepOf: 'Шаг {{step}} из {{total}}',
    stepDone: '(заполнен)',
    steps: {
      describe: 'Что нужно',
      formats: 'Форматы и производители',
      contacts: 'Контакты',
    },
    stepsShort: {
      describe: 'Задача',
      formats: 'Форматы',
      contacts: 'Контакты',
    },
    optional: 'необязательно',
    required: 'обязательное поле',
    fields: {
      description: {
        label: 'Какая модель нужна',
        hint: 'Тип изделия, размеры, материал, серия или артикул — всё, что поможет найти или сделать модель.',
        placeholder: 'Например: противопожарная дверь EI60, 900×2100 мм, для Revit',
        counter: '{{length, number}} из {{max, number}}',
      },
      links: {
        label: 'Ссылки и примечания',
        hint: 'Страница изделия у производителя, чертёж, похожая модель.',
      },
      files: {
        legend: 'Форматы файлов',
        hint: 'В каких форматах нужна модель.',
      },
      manufacturers: {
        legend: 'Производители',
        hint: 'Если нужна модель конкретного производителя, отметьте его.',
        search: 'Найти производителя',
        searchPlaceholder: 'Название компании',
        listLabel: 'Список производителей',
        selectedLabel: 'Выбранные производители',
        selected_one: 'Выбран {{count, number}} производитель',
        selected_few: 'Выбрано {{count, number}} производителя',
        selected_many: 'Выбрано {{count, number}} производителей',
        selected_other: 'Выбрано {{count, number}} производителя',
        remove: 'Убрать «{{name}}»',
        clear: 'Сбросить выбор',
        noMatch: 'Никого не нашли по запросу «{{query}}».',
        more: 'Показаны первые {{shown, number}} из {{total, number}} — уточните поиск.',
      },
      name: {
        label: 'Как к вам обращаться',
        hint: 'Имя или имя и фамилия.',
      },
      email: {
        label: 'Электронная почта',
        hint: 'На неё придёт ответ.',
      },
      phone: {
        label: 'Телефон',
        hint: 'Например, +7 (495) 123-45-67.',
      },
      company: {
        label: 'Компания',
        hint: 'Если запрос от организации.',
      },
      consent: {
        label: 'Согласие на обработку данных',
        text: 'Даю согласие на обработку персональных данных в соответствии с',
        link: 'политикой конфиденциальности',
      },
    },
    options: {
      loading: 'Загружаем списки…',
      failed: 'Не удалось загрузить списки. Шаг можно пропустить или попробовать ещё раз.',
      retry: 'Загрузить ещё раз',
      empty: 'Список пока пуст.',
    },
    actions: {
      next: 'Далее',
      back: 'Назад',
      submit: 'Отправить запрос',
      sending: 'Отправляем…',
      retry: 'Отправить ещё раз',
      another: 'Отправить ещё один запрос',
    },
    summary: {
      title_one: 'Исправьте {{count, number}} поле:',
      title_few: 'Исправьте {{count, number}} поля:',
      title_many: 'Исправьте {{count, number}} полей:',
      title_other: 'Исправьте {{count, number}} поля:',
    },
    formErrors: {
      failed: 'Не удалось отправить запрос: сервис временно недоступен. Всё, что вы ввели, сохранено — попробуйте ещё раз.',
      rejected: 'Сервис не принял запрос. Проверьте данные и попробуйте ещё раз.',
    },
    success: {
      title: 'Запрос отправлен',
      text: 'Спасибо! Мы получили ваш запрос № {{id}}.',
      next: 'Что дальше: мы передадим его производителям и нашей студии моделирования и напишем на {{email}}, когда модель появится в библиотеке или если понадобятся уточнения.',
    },
    errors: {
      description: {
        required: 'Опишите, какая модель нужна.',
        too_short: 'Опишите подробнее — не меньше {{min, number}} символов.',
        too_long: 'Слишком длинное описание — не больше {{max, number}} символов.',
        invalid: 'Опишите модель текстом.',
      },
      links: {
        too_long: 'Не больше {{max, number}} символов.',
        invalid: 'Введите ссылки или примечания текстом.',
      },
      files: {
        too_many_items: 'Выберите не больше {{max, number}} форматов.',
        invalid: 'Выберите форматы из списка.',
      },
      manufacturers: {
        too_many_items: 'Выберите не больше {{max, number}} производителей.',
        invalid: 'Выберите производителей из списка.',
      },
      name: {
        required: 'Укажите, как к вам обращаться.',
        too_long: 'Не больше {{max, number}} символов.',
        invalid: 'Введите имя текстом.',
      },
      email: {
        required: 'Укажите электронную почту — на неё придёт ответ.',
        too_long: 'Не больше {{max, number}} символов.',
        invalid: 'Проверьте адрес: он должен быть вида name@example.ru.',
      },
      phone: {
        too_long: 'Не больше {{max, number}} символов.',
        invalid: 'Проверьте номер: от {{min, number}} до {{max, number}} цифр, например +7 (495) 123-45-67.',
      },
      company: {
        too_long: 'Не больше {{max, number}} символов.',
        invalid: 'Введите название компании текстом.',
      },
      consent: {
        required: 'Без согласия на обработку персональных данных мы не можем принять запрос.',
      },
    },
  },
  en: {
    contextModel: 'A link to this model will be attached to the request.',
    contextSearch: 'Your search “{{search}}” will be attached to the request.',
    formLabel: 'Model request',
    stepsLabel: 'Request steps',
    stepOf: 'Step {{step}} of {{total}}',
    stepDone: '(done)',
    steps: {
      describe: 'What you need',
      formats: 'Formats and manufacturers',
      contacts: 'Contact details',
    },
    stepsShort: {
      describe: 'The need',
      formats: 'Formats',
      contacts: 'Contacts',
    },
    optional: 'optional',
    required: 'required',
    fields: {
      description: {
        label: 'What model do you need',
        hint: 'Product type, size, material, series or article number: anything that helps find or build the model.',
        placeholder: 'For example: fire door EI60, 900×2100 mm, for Revit',
        counter: '{{length, number}} of {{max, number}}',
      },
      links: {
        label: 'Links and notes',
        hint: 'The product page at the manufacturer, a drawing, a similar model.',
      },
      files: {
        legend: 'File formats',
        hint: 'The formats you need the model in.',
      },
      manufacturers: {
        legend: 'Manufacturers',
        hint: 'If you need a model from a particular manufacturer, tick it.',
        search: 'Find a manufacturer',
        searchPlaceholder: 'Company name',
        listLabel: 'Manufacturer list',
        selectedLabel: 'Selected manufacturers',
        selected_one: '{{count, number}} manufacturer selected',
        selected_other: '{{count, number}} manufacturers selected',
        remove: 'Remove “{{name}}”',
        clear: 'Clear selection',
        noMatch: 'No manufacturer matches “{{query}}”.',
        more: 'Showing the first {{shown, number}} of {{total, number}}: refine the search.',
      },
      name: {
        label: 'Your name',
        hint: 'First name, or first and last name.',
      },
      email: {
        label: 'Email',
        hint: 'We will answer there.',
      },
      phone: {
        label: 'Phone',
        hint: 'For example, +7 (495) 123-45-67.',
      },
      company: {
        label: 'Company',
        hint: 'If you ask on behalf of an organisation.',
      },
      consent: {
        label: 'Consent to data processing',
        text: 'I agree to the processing of my personal data under the',
        link: 'privacy policy',
      },
    },
    options: {
      loading: 'Loading the lists…',
      failed: 'The lists could not be loaded. You can skip this step or try again.',
      retry: 'Load again',
      empty: 'The list is empty for now.',
    },
    actions: {
      next: 'Next',
      back: 'Back',
      submit: 'Send the request',
      sending: 'Sending…',
      retry: 'Send again',
      another: 'Send another request',
    },
    summary: {
      title_one: 'Please correct {{count, number}} field:',
      title_other: 'Please correct {{count, number}} fields:',
    },
    formErrors: {
      failed: 'The request could not be sent: the service is temporarily unavailable. Everything you typed is kept, please try again.',
      rejected: 'The service did not accept the request. Please check the details and try again.',
    },
    success: {
      title: 'Request sent',
      text: 'Thank you! We have received your request no. {{id}}.',
      next: 'What happens next: we will pass it on to manufacturers and our modelling studio and write to {{email}} when the model is in the library or if we need more details.',
    },
    errors: {
      description: {
        required: 'Describe the model you need.',
        too_short: 'Please describe it in more detail: at least {{min, number}} characters.',
        too_long: 'The description is too long: at most {{max, number}} characters.',
        invalid: 'Describe the model in text.',
      },
      links: {
        too_long: 'At most {{max, number}} characters.',
        invalid: 'Enter the links or notes as text.',
      },
      files: {
        too_many_items: 'Choose at most {{max, number}} formats.',
        invalid: 'Choose formats from the list.',
      },
      manufacturers: {
        too_many_items: 'Choose at most {{max, number}} manufacturers.',
        invalid: 'Choose manufacturers from the list.',
      },
      name: {
        required: 'Tell us how to address you.',
        too_long: 'At most {{max, number}} characters.',
        invalid: 'Enter your name as text.',
      },
      email: {
        required: 'Enter your email: the answer goes there.',
        too_long: 'At most {{max, number}} characters.',
        invalid: 'Check the address: it should look like name@example.com.',
      },
      phone: {
        too_long: 'At most {{max, number}} characters.',
        invalid: 'Check the number: {{min, number}} to {{max, number}} digits, for example +7 (495) 123-45-67.',
      },
      company: {
        too_long: 'At most {{max, number}} characters.',
        invalid: 'Enter the company name as text.',
      },
      consent: {
        required: 'We cannot accept the request without your consent to the processing of personal data.',
      },
    },
  },
};
