// Everything around the catalogue: ad popups and banners, partner offers, affiliate
// programmes, statistics series, RSS news and the portal counters.

import type {
  AdPopup,
  AffiliateProgram,
  Article,
  CompanyAdvertise,
  Counters,
  FederalSubject,
  Model,
  PartnerOffer,
  RssItem,
  StatisticsDatasets,
} from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import type { CompanyRecord } from './companies.ts';
import type { Rng } from './random.ts';
import { TAXONOMY } from './taxonomy.ts';

const DAY_MS = 86_400_000;

function erid(rng: Rng): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let out = '2Vtzq';
  for (let i = 0; i < 10; i += 1) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

export function generateAdPopups(rng: Rng, vipCompanies: readonly CompanyRecord[], now: number): AdPopup[] {
  const offers: ReadonlyArray<readonly [title: string, description: string, forWhom: string, button: string]> = [
    ['Скидка 15% на противопожарные двери', 'Закажите до конца месяца и получите BIM-модели всей серии бесплатно.', 'Для проектировщиков и генподрядчиков', 'Получить скидку'],
    ['Вебинар: BIM-модели для Renga', 'Разберём, как собрать проект из моделей производителя за один вечер.', 'Для BIM-менеджеров', 'Записаться'],
    ['Новая серия светильников', 'Светодиодные светильники с IES-файлами и моделями для Revit и Archicad.', 'Для проектировщиков освещения', 'Смотреть каталог'],
    ['Бесплатный расчёт теплопотерь', 'Инженеры производителя подберут радиаторы по вашей модели.', 'Для инженеров ОВиК', 'Оставить заявку'],
  ];
  return offers.map(([title, description, forWhom, button], index) => {
    const company = vipCompanies[index % vipCompanies.length] as CompanyRecord;
    const id = 301 + index;
    return {
      id,
      data: {
        title,
        description,
        for_whom: forWhom,
        images: [
          { src: `/images/ads/${id}.svg`, name: `${title} — изображение` },
          { src: `/images/ads/${id}.svg?size=392x220`, name: `${title} — баннер` },
        ],
        name_btn: button,
        cta_link: `${company.site_url}/promo/${id}?utm_source=bim-portal&utm_medium=popup`,
      },
      timer: index !== 2,
      // Always in the future relative to the start of the demo upstream, so countdowns run.
      date_timer: new Date(Math.floor((now + (3 + index * 5) * DAY_MS + rng.int(0, 20) * 3_600_000) / 1000) * 1000).toISOString(),
      company: { name_full: company.name_full },
      inn: company.inn,
      erid: erid(rng),
    };
  });
}

export function generateAdvertise(rng: Rng, companies: readonly CompanyRecord[]): CompanyAdvertise[] {
  const positions: CompanyAdvertise['position'][] = ['main', 'main', 'catalog', 'catalog', 'article', 'article'];
  return positions.map((position, index) => {
    const company = rng.pick(companies);
    const id = 401 + index;
    return {
      id,
      company_id: company.id,
      company_name: company.name_short,
      title: `${company.name_short}: BIM-модели всей продукции`,
      title_en: `${company.name_en}: BIM models of the whole range`,
      image: `/images/ads/${id}.svg`,
      link: `${company.site_url}/?utm_source=bim-portal&utm_medium=banner`,
      position,
      erid: erid(rng),
      inn: company.inn,
    };
  });
}

export function generatePartnerOffers(rng: Rng, companies: readonly CompanyRecord[]): PartnerOffer[] {
  const partners = companies.filter((c) => c.partnership_status !== null);
  const kinds: ReadonlyArray<readonly [string, string, string, string]> = [
    ['Скидка для подписчиков портала', 'Discount for portal subscribers', '10%', '10%'],
    ['Бесплатная доставка по России', 'Free delivery across Russia', 'доставка 0 ₽', 'delivery 0 ₽'],
    ['Кешбэк за рекомендацию', 'Referral cashback', '5%', '5%'],
    ['Бесплатный образец продукции', 'Free product sample', 'образец', 'sample'],
    ['Спеццена для проектных бюро', 'Special price for design offices', '12%', '12%'],
  ];
  const offers: PartnerOffer[] = [];
  let id = 801;
  for (const company of partners) {
    for (let n = 0; n < rng.int(1, 2); n += 1) {
      const [title, titleEn, discount, discountEn] = rng.pick(kinds);
      offers.push({
        id,
        company_id: company.id,
        company: { id: company.id, name_short: company.name_short, name_en: company.name_en, alias: company.alias, logo: company.logo },
        title,
        title_en: titleEn,
        description: `«${company.name_short}» предлагает пользователям портала: ${title.toLowerCase()}. Предложение действует при заказе через официальный сайт.`,
        description_en: `${company.name_en} offers portal users: ${titleEn.toLowerCase()}. Valid for orders placed on the official website.`,
        discount,
        discount_en: discountEn,
        promo_code: rng.chance(0.6) ? `BIM${rng.hex(4).toUpperCase()}` : null,
        link: `${company.site_url}/partners?ref=bim-portal`,
        status: company.partnership_status === 'PUBLISHED' && rng.chance(0.9) ? 'PUBLISHED' : (company.partnership_status ?? 'DRAFT'),
        created_at: new Date(Date.UTC(2023, 0, 1) + rng.int(0, 900) * DAY_MS).toISOString(),
      });
      id += 1;
    }
  }
  // Courses (spec §1 course showcase): training by manufacturers, as partner offers. Derived
  // without the random source, so every other generated value stays as it was.
  const courses: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
    ['Онлайн-курс «Проектирование с оборудованием {name} в Revit»', 'Online course: designing with {name} equipment in Revit', '−30%', '−30%', 'Восемь уроков с преподавателем: подбор оборудования, BIM-модели семейств, спецификации и выпуск документации. Сертификат по окончании.', 'Eight lessons with a tutor: choosing equipment, BIM families, schedules and drawings. Certificate on completion.'],
    ['Обучение: BIM-модели {name} в Renga и nanoCAD', 'Training: {name} BIM models in Renga and nanoCAD', 'бесплатно', 'free', 'Бесплатный вебинар-практикум для проектных бюро: как подключить библиотеку производителя и собрать модель раздела.', 'A free hands-on webinar for design offices: connecting the manufacturer’s library and building a discipline model.'],
    ['Курс для инженеров ОВиК от {name}', 'HVAC engineering course by {name}', '−20%', '−20%', 'Расчёт, подбор и моделирование систем вентиляции: шесть недель, домашние задания с разбором.', 'Calculation, selection and modelling of ventilation systems: six weeks, homework with feedback.'],
  ];
  const trainers = partners.filter((company) => company.partnership_status === 'PUBLISHED').slice(0, courses.length);
  trainers.forEach((company, index) => {
    const [title, titleEn, discount, discountEn, description, descriptionEn] = courses[index]!;
    offers.push({
      id,
      company_id: company.id,
      company: { id: company.id, name_short: company.name_short, name_en: company.name_en, alias: company.alias, logo: company.logo },
      title: title.replace('{name}', company.name_short),
      title_en: titleEn.replace('{name}', company.name_en),
      description,
      description_en: descriptionEn,
      discount,
      discount_en: discountEn,
      promo_code: index === 1 ? null : `LEARN${company.id}`,
      link: `${company.site_url}/training?ref=bim-portal`,
      status: 'PUBLISHED',
      created_at: new Date(Date.UTC(2025, 2, 1) + index * 30 * DAY_MS).toISOString(),
    });
    id += 1;
  });
  return offers;
}

export function generateAffPrograms(rng: Rng, companies: readonly CompanyRecord[]): Map<number, AffiliateProgram> {
  const programs = new Map<number, AffiliateProgram>();
  for (const company of companies) {
    if (company.partnership_status === null) continue;
    programs.set(company.id, {
      company_id: company.id,
      status: company.partnership_status,
      title: `Партнёрская программа «${company.name_short}»`,
      description: `Рекомендуйте продукцию «${company.name_short}» в своих проектах и получайте вознаграждение с каждой поставки.`,
      commission_percent: rng.pick([3, 5, 7, 10]),
      conditions: ['Регистрация на портале', 'Модель производителя в проекте', 'Поставка по спецификации проекта'],
      link: `${company.site_url}/partners`,
    });
  }
  return programs;
}

const MONTHS = 24;

function series(rng: Rng, base: number, growth: number, endYear: number, endMonth: number): Array<{ period: string; value: number }> {
  const points: Array<{ period: string; value: number }> = [];
  for (let i = MONTHS - 1; i >= 0; i -= 1) {
    const date = new Date(Date.UTC(endYear, endMonth - 1 - i, 1));
    const month = date.getUTCMonth();
    // Summer and New Year dips, as design work slows down.
    const season = month === 6 || month === 7 ? 0.82 : month === 0 ? 0.78 : 1;
    const trend = Math.pow(1 + growth, MONTHS - 1 - i);
    points.push({ period: `${date.getUTCFullYear()}-${String(month + 1).padStart(2, '0')}`, value: Math.round(base * trend * season * (0.92 + rng.next() * 0.16)) });
  }
  return points;
}

export function generateStatistics(
  rng: Rng,
  companies: readonly CompanyRecord[],
  models: readonly Model[],
  articles: readonly Article[],
  subjects: readonly FederalSubject[],
  designers: number,
): StatisticsDatasets {
  const downloads = models.reduce((sum, model) => sum + model.downloads, 0);
  const countries: ReadonlyArray<readonly [string, string, string, number]> = [
    ['RU', 'Россия', 'Russia', 0.82],
    ['KZ', 'Казахстан', 'Kazakhstan', 0.05],
    ['BY', 'Беларусь', 'Belarus', 0.04],
    ['UZ', 'Узбекистан', 'Uzbekistan', 0.025],
    ['KG', 'Киргизия', 'Kyrgyzstan', 0.012],
    ['AM', 'Армения', 'Armenia', 0.01],
    ['DE', 'Германия', 'Germany', 0.006],
    ['RS', 'Сербия', 'Serbia', 0.005],
    ['TR', 'Турция', 'Turkey', 0.004],
    ['AE', 'ОАЭ', 'UAE', 0.003],
  ];
  const users = Math.round(designers * 1.55);
  const byCategory = TAXONOMY.map((category, index) => {
    const count = models.reduce((sum, model) => sum + (model.code_category === index + 1 ? 1 : 0), 0);
    return { category_id: index + 1, category: category.ru, category_en: category.en, users: Math.round(count * (4 + rng.next() * 6)), models: count };
  }).sort((a, b) => b.models - a.models);
  const perCompany = new Map<number, { models: number; downloads: number }>();
  for (const model of models) {
    const entry = perCompany.get(model.company_id) ?? { models: 0, downloads: 0 };
    entry.models += 1;
    entry.downloads += model.downloads;
    perCompany.set(model.company_id, entry);
  }
  const leaders = companies
    .map((company) => ({ company_id: company.id, company_name: company.name_short, ...(perCompany.get(company.id) ?? { models: 0, downloads: 0 }) }))
    .sort((a, b) => b.downloads - a.downloads || a.company_id - b.company_id)
    .slice(0, 10);
  const topArticles = articles
    .filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published')
    .slice()
    .sort((a, b) => b.views - a.views || a.id - b.id)
    .slice(0, 10)
    .map((a) => ({ article_id: a.id, title: a.lang_versions[0]?.title ?? '', company_name: a.companyNameShort, views: a.views }));
  const remaining = Math.round(users * 0.82);
  const topRegions = subjects.slice(0, 10).map((subject, index) => {
    const share = index === 0 ? 0.24 : index === 1 ? 0.1 : 0.06 / Math.sqrt(index);
    const value = Math.round(remaining * share);
    return { region_id: subject.id, region: subject.name, region_en: subject.name_en, users: value };
  });
  return {
    statNumber: { users, designers, models: models.length, downloads, manufacturers: companies.length, year: 2025 },
    topCountry: countries.map(([code, ru, en, share]) => ({ code, country: ru, country_en: en, users: Math.round(users * share) })),
    chartMonthVisits: series(rng, 61_000, 0.018, 2025, 6),
    chartNewUsers: series(rng, 2_300, 0.012, 2025, 6),
    chartDownloadModels: series(rng, 38_000, 0.021, 2025, 6),
    listUsersModels: byCategory,
    leadersUploadModels: leaders,
    leadersArticlesViews: topArticles,
    topRegions: topRegions.sort((a, b) => b.users - a.users),
  };
}

export function generateRss(rng: Rng, product: 'Renga' | 'Archicad'): RssItem[] {
  const topics: ReadonlyArray<readonly [string, string]> =
    product === 'Renga'
      ? [
          ['Вышла Renga {v}', 'Новая версия ускоряет работу с большими моделями и добавляет инструменты для разделов ОВ и ВК.'],
          ['Renga {v}: обновлённый экспорт в IFC', 'Улучшена передача свойств и классификаторов при экспорте в IFC4.'],
          ['Вебинар: армирование в Renga {v}', 'Покажем новые инструменты армирования и выпуск рабочей документации.'],
          ['Renga {v}: спецификации по ГОСТ', 'Шаблоны спецификаций приведены к требованиям ГОСТ 21.110.'],
          ['Обучение Renga {v} для студентов', 'Бесплатная образовательная лицензия и курс для вузов.'],
        ]
      : [
          ['Archicad {v}: что нового', 'Обновлённые инструменты проектирования фасадов и улучшенная совместная работа через BIMcloud.'],
          ['Archicad {v}: обмен с Revit через IFC', 'Новые настройки трансляторов для точной передачи семейств.'],
          ['Вебинар: библиотеки объектов в Archicad {v}', 'Как подключить GDL-объекты производителей и управлять библиотеками.'],
          ['Archicad {v}: обновление для macOS', 'Исправления производительности и поддержка новых процессоров.'],
          ['Курс по Archicad {v} для начинающих', 'Пошаговый курс от интерфейса до выпуска комплекта чертежей.'],
        ];
  const versions = product === 'Renga' ? ['7.0', '7.1', '7.3', '8.0', '8.1', '8.3'] : ['26', '27', '28'];
  const items: RssItem[] = [];
  for (let i = 0; i < 15; i += 1) {
    const [title, description] = rng.pick(topics);
    const version = rng.pick(versions);
    const date = new Date(Date.UTC(2024, 0, 1) + rng.int(0, 540) * DAY_MS + rng.int(8, 19) * 3_600_000);
    const slug = `${product.toLowerCase()}-news-${i + 1}`;
    items.push({
      title: title.replace('{v}', version),
      link: `https://${product.toLowerCase()}.news.example/${slug}`,
      description,
      pubDate: date.toUTCString(),
      guid: `${product.toLowerCase()}-${date.getTime()}`,
    });
  }
  // Deliberately unsorted: the portal sorts newest first (spec §9).
  return items;
}

export function computeCounters(companies: readonly CompanyRecord[], models: readonly Model[], articles: readonly Article[], designers: number): Counters {
  const published = (category: number) =>
    articles.filter((a) => a.category_id === category && a.lang_versions[0]?.status_lang === 'Published').length;
  const russian = companies.filter((c) => c.country === 'Россия').length;
  return {
    manufacturer_count: companies.length,
    designer_count: designers,
    model_count: models.length,
    articles_count: published(UPSTREAM_ARTICLE_CATEGORIES.articles),
    cases_count: published(UPSTREAM_ARTICLE_CATEGORIES.cases),
    plugin_count: published(UPSTREAM_ARTICLE_CATEGORIES.plugins),
    russia_manufacturer_count: russian,
    international_company_count: companies.length - russian,
    des_eng_company_count: 1_240,
    // Models built by the portal's own modelling studio.
    our_model_count: Math.round(models.length * 0.18),
    project_smpp_count: 86,
  };
}
