// The reading room (category 7), plugin posts (category 8) and cases (category 9).

import type { Article, ArticleLangVersion, PluginProduct, PublishStatus } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import type { CompanyRecord } from './companies.ts';
import { BIM_STANDARDS } from './dictionaries.ts';
import { pluginPostBody } from './plugin-posts.ts';
import type { Rng } from './random.ts';
import { slugify } from './random.ts';
import { TAXONOMY } from './taxonomy.ts';

export const MIN_ARTICLES = 200;
export const PLUGINS_PER_PRODUCT = 7;
export const CASES = 26;
const FIRST_ARTICLE_ID = 501;

export const PLUGIN_PRODUCTS: ReadonlyArray<readonly [key: PluginProduct, name: string]> = [
  ['revit', 'Revit'],
  ['archicad', 'Archicad'],
  ['renga', 'Renga'],
  ['civil3d', 'Civil 3D'],
  ['modelstudiocs', 'Model Studio CS'],
  ['ifc', 'IFC'],
];

interface Subject {
  cat: string;
  catEn: string;
  cls: string;
  clsEn: string;
  company: string;
  companyEn: string;
  standard: string;
  standardEn: string;
  sapr: string;
  year: number;
}

type Template = (s: Subject) => readonly [ru: string, en: string];

const TITLES: readonly Template[] = [
  (s) => [`BIM-модели раздела «${s.cat}»: что нового в библиотеке`, `BIM models in “${s.catEn}”: what’s new in the library`],
  (s) => [`Как подготовить семейство Revit для раздела «${s.cat}»`, `Preparing a Revit family for “${s.catEn}”`],
  (s) => [`«${s.company}»: опыт внедрения BIM на производстве`, `${s.companyEn}: rolling out BIM in manufacturing`],
  (s) => [`Разбираем ${s.standard}: что важно производителю`, `${s.standardEn} explained for manufacturers`],
  (s) => [`Подбор изделий «${s.cls}» в BIM-проекте`, `Selecting ${s.clsEn.toLowerCase()} in a BIM project`],
  (s) => [`Почему проектировщики выбирают продукцию «${s.company}»`, `Why designers choose ${s.companyEn}`],
  (s) => [`Итоги ${s.year} года: самые скачиваемые модели раздела «${s.cat}»`, `${s.year} in review: the most downloaded “${s.catEn}” models`],
  (s) => [`Уровни проработки LOD для изделий «${s.cls}»`, `Levels of development for ${s.clsEn.toLowerCase()}`],
  (s) => [`Переход на ${s.sapr}: библиотека объектов без потерь`, `Moving to ${s.sapr} without losing your object library`],
  (s) => [`Вебинар «${s.company}»: BIM-модели раздела «${s.cat}»`, `${s.companyEn} webinar: BIM models for “${s.catEn}”`],
  (s) => [`Требования экспертизы к информационным моделям в ${s.year} году`, `State expertise requirements for information models in ${s.year}`],
  (s) => [`Классификатор строительной информации и раздел «${s.cat}»`, `The construction classification system and “${s.catEn}”`],
  (s) => [`Пять ошибок при моделировании изделий «${s.cls}»`, `Five mistakes when modelling ${s.clsEn.toLowerCase()}`],
  (s) => [`Параметры IFC для раздела «${s.cat}»: чек-лист`, `IFC properties for “${s.catEn}”: a checklist`],
  (s) => [`Каталог «${s.company}» теперь в ${s.sapr}`, `${s.companyEn} catalogue now available for ${s.sapr}`],
];

const PARAGRAPHS: readonly Template[] = [
  (s) => [
    `Раздел «${s.cat}» остаётся одним из самых востребованных в библиотеке: проектировщики скачивают модели на стадиях П и Р, а производители получают статистику по каждому проекту.`,
    `“${s.catEn}” remains one of the most requested sections of the library: designers download models at the design and detailed design stages, and manufacturers get statistics for every project.`,
  ],
  (s) => [
    `Модели соответствуют ${s.standard}: у каждого элемента заполнены классификационные коды, габариты, масса и ссылки на документацию производителя.`,
    `The models follow ${s.standardEn}: every element carries classification codes, dimensions, weight and links to the manufacturer’s documentation.`,
  ],
  (s) => [
    `Специалисты «${s.company}» подготовили модели для Revit, Archicad и Renga, а также выгрузку в IFC для проверки коллизий.`,
    `${s.companyEn} specialists prepared models for Revit, Archicad and Renga, plus an IFC export for clash detection.`,
  ],
  (s) => [
    `При выборе изделий «${s.cls}» учитывайте требования к пожарной безопасности, доступности для маломобильных групп и условиям эксплуатации.`,
    `When choosing ${s.clsEn.toLowerCase()}, take into account fire safety, accessibility and operating conditions.`,
  ],
  (s) => [
    `Переход на ${s.sapr} не требует пересоздавать библиотеку: форматы IFC и DWG позволяют сохранить геометрию и атрибуты.`,
    `Moving to ${s.sapr} does not require rebuilding your library: IFC and DWG keep geometry and attributes intact.`,
  ],
  (s) => [
    `По данным портала, в ${s.year} году число скачиваний моделей выросло более чем на треть, а доля отечественных САПР заметно увеличилась.`,
    `According to the portal, model downloads grew by more than a third in ${s.year}, and the share of Russian CAD software rose noticeably.`,
  ],
  () => [
    `Уровень проработки LOD 300 достаточен для рабочей документации: модель передаёт точные габариты, зоны обслуживания и точки подключения.`,
    `LOD 300 is enough for construction documents: the model conveys exact dimensions, clearances and connection points.`,
  ],
];

const BULLETS: ReadonlyArray<readonly [string, string]> = [
  ['точные габариты и масса', 'exact dimensions and weight'],
  ['коды классификатора', 'classification codes'],
  ['ссылки на сертификаты', 'links to certificates'],
  ['параметры для спецификаций', 'schedule parameters'],
  ['упрощённая геометрия для больших моделей', 'simplified geometry for large models'],
  ['2D-обозначения для планов', '2D symbols for plans'],
];

const CASE_TITLES: readonly Template[] = [
  (s) => [`Кейс: «${s.company}» — BIM-каталог за три месяца`, `Case study: ${s.companyEn} builds a BIM catalogue in three months`],
  (s) => [`Кейс: рост продаж «${s.company}» через библиотеку BIM-моделей`, `Case study: how a BIM library grew ${s.companyEn}’s sales`],
  (s) => [`Кейс: «${s.company}» выходит в проекты раздела «${s.cat}»`, `Case study: ${s.companyEn} gets specified in “${s.catEn}” projects`],
];

function paragraphs(rng: Rng, subject: Subject): readonly [string, string] {
  const chosen = rng.sample(PARAGRAPHS, rng.int(3, 5)).map((t) => t(subject));
  const bullets = rng.sample(BULLETS, rng.int(3, 5));
  const ru = [
    `<p>${chosen[0]?.[0] ?? ''}</p>`,
    `<h2>Что входит в модель</h2>`,
    `<ul>${bullets.map(([b]) => `<li>${b}</li>`).join('')}</ul>`,
    ...chosen.slice(1).map(([p]) => `<p>${p}</p>`),
  ].join('\n');
  const en = [
    `<p>${chosen[0]?.[1] ?? ''}</p>`,
    `<h2>What the model includes</h2>`,
    `<ul>${bullets.map(([, b]) => `<li>${b}</li>`).join('')}</ul>`,
    ...chosen.slice(1).map(([, p]) => `<p>${p}</p>`),
  ].join('\n');
  return [ru, en];
}

function subjectFor(rng: Rng, company: CompanyRecord): Subject {
  const category = TAXONOMY[(company.categories[0] ?? 1) - 1] ?? TAXONOMY[0]!;
  const type = rng.pick(category.types);
  const cls = rng.pick(type.classes);
  const [standard, standardEn] = rng.pick(BIM_STANDARDS);
  return {
    cat: category.ru,
    catEn: category.en,
    cls: cls.ru,
    clsEn: cls.en,
    company: company.name_short,
    companyEn: company.name_en,
    standard,
    standardEn,
    sapr: rng.pick(['Renga', 'nanoCAD BIM', 'Model Studio CS', 'Revit', 'Archicad']),
    year: rng.int(2021, 2024),
  };
}

function tariffsJson(company: CompanyRecord): string {
  return JSON.stringify(company.tariffs.filter((tariff) => tariff.active).map((tariff) => ({ id: tariff.tariff_plan_id, name: tariff.name, ...tariff.features })));
}

function dateBetween(rng: Rng, fromMs: number, toMs: number): string {
  return new Date(Math.floor((fromMs + rng.next() * (toMs - fromMs)) / 60_000) * 60_000).toISOString();
}

const FROM_MS = Date.UTC(2019, 0, 1);
const TO_MS = Date.UTC(2025, 5, 20);

export function generateArticles(rng: Rng, companies: readonly CompanyRecord[]): Article[] {
  const articles: Article[] = [];
  let id = FIRST_ARTICLE_ID;
  const uuid = (): string => rng.uuid();
  const next = (): number => {
    const current = id;
    id += 1;
    return current;
  };

  const versions = (ru: string, en: string, bodyRu: string, bodyEn: string, ruStatus: PublishStatus, enStatus: PublishStatus, weight: number | null, orgUuid: string | null): ArticleLangVersion[] => [
    { lang: 'ru', title: ru, description: stripToSentence(bodyRu), body: bodyRu, status_lang: ruStatus, weight, organization_uuid: orgUuid },
    { lang: 'en', title: en, description: stripToSentence(bodyEn), body: bodyEn, status_lang: enStatus, weight, organization_uuid: orgUuid },
  ];

  // Reading-room articles: most written with a manufacturer, some editorial.
  for (let n = 0; n < MIN_ARTICLES + 14; n += 1) {
    const articleId = next();
    const company = rng.chance(0.65) ? rng.pick(companies) : null;
    const subject = subjectFor(rng, company ?? rng.pick(companies));
    const [titleRu, titleEn] = rng.pick(TITLES)(subject);
    const [bodyRu, bodyEn] = withIllustration(paragraphs(rng, subject), articleId);
    const ruStatus: PublishStatus = rng.chance(0.92) ? 'Published' : 'Draft';
    const enStatus: PublishStatus = ruStatus === 'Published' && rng.chance(0.7) ? 'Published' : 'Draft';
    const created = dateBetween(rng, FROM_MS, TO_MS);
    const views = Math.floor(Math.exp(rng.next() * 9)) + 20;
    const likes = Math.floor(views / rng.int(30, 120));
    articles.push({
      id: articleId,
      uuid: uuid(),
      url: `${slugify(titleRu).slice(0, 60)}-${articleId}`,
      category_id: UPSTREAM_ARTICLE_CATEGORIES.articles,
      lang_versions: versions(titleRu, titleEn, bodyRu, bodyEn, ruStatus, enStatus, null, company?.uuid ?? null),
      product: null,
      company_id: company?.id ?? null,
      companyNameShort: company?.name_short ?? null,
      companyNameShort_en: company?.name_en ?? null,
      companyLogo: company?.logo ?? null,
      tariffs: company ? tariffsJson(company) : '[]',
      image: `/images/articles/${articleId}.svg`,
      logo: company?.logo ?? null,
      views,
      like_dislike: { like: likes, dislike: Math.floor(likes * rng.next() * 0.15) },
      is_top: false,
      is_on_main_page: ruStatus === 'Published' && rng.chance(0.12),
      is_posted_reading_room: rng.chance(0.8),
      promo: rng.chance(0.08),
      created_at: created,
      published_at: ruStatus === 'Published' ? created : null,
    });
  }
  // A handful of top articles among the published ones.
  const published = articles.filter((a) => a.lang_versions[0]?.status_lang === 'Published');
  for (const article of rng.sample(published, 5)) article.is_top = true;

  // Plugin posts for each CAD product. Most come from companies whose tariff allows a plugin page;
  // some do not, so the portal's allowPluginPage rule has something to filter.
  const withPlugins = companies.filter((c) => c.tariff_plan.features.allowPluginPage);
  const without = companies.filter((c) => !c.tariff_plan.features.allowPluginPage);
  for (const [product, productName] of PLUGIN_PRODUCTS) {
    for (let n = 0; n < PLUGINS_PER_PRODUCT; n += 1) {
      const articleId = next();
      const company = n === PLUGINS_PER_PRODUCT - 1 ? rng.pick(without) : rng.pick(withPlugins);
      const purpose = rng.pick<readonly [string, string]>([
        ['Каталог', 'Catalogue'],
        ['Подбор оборудования', 'Product selector'],
        ['Спецификации', 'Schedules'],
        ['Конфигуратор', 'Configurator'],
        ['Библиотека семейств', 'Family library'],
      ]);
      const titleRu = `${purpose[0]} «${company.name_short}» для ${productName}`;
      const titleEn = `${company.name_en} ${purpose[1].toLowerCase()} for ${productName}`;
      // The body draws from its own generator, so the rest of the dataset does not move with it.
      const body = pluginPostBody({ articleId, product, productName, companyRu: company.name_short, companyEn: company.name_en, companySlug: slugify(company.name_en), purpose });
      const status: PublishStatus = rng.chance(0.8) ? 'Published' : 'Draft';
      const weight = rng.chance(0.2) ? null : rng.int(1, 20);
      const created = dateBetween(rng, Date.UTC(2021, 0, 1), TO_MS);
      articles.push({
        id: articleId,
        uuid: uuid(),
        url: `${slugify(titleEn).slice(0, 60)}-${articleId}`,
        category_id: UPSTREAM_ARTICLE_CATEGORIES.plugins,
        lang_versions: versions(titleRu, titleEn, body.ru, body.en, status, status, weight, company.uuid),
        product,
        company_id: company.id,
        companyNameShort: company.name_short,
        companyNameShort_en: company.name_en,
        companyLogo: company.logo,
        tariffs: tariffsJson(company),
        image: `/images/plugins/${articleId}.svg`,
        logo: `/images/plugins/${articleId}.svg`,
        views: rng.int(50, 9000),
        like_dislike: { like: rng.int(0, 120), dislike: rng.int(0, 8) },
        is_top: false,
        is_on_main_page: false,
        is_posted_reading_room: false,
        promo: false,
        created_at: created,
        published_at: status === 'Published' ? created : null,
      });
      company.plugins.push(articleId);
    }
  }

  // Cases: the English (second) version decides whether a case is shown.
  const paid = companies.filter((c) => !c.tariff_plan.is_free);
  for (let n = 0; n < CASES; n += 1) {
    const articleId = next();
    const company = rng.pick(paid);
    const subject = subjectFor(rng, company);
    const [titleRu, titleEn] = rng.pick(CASE_TITLES)(subject);
    const [bodyRu, bodyEn] = paragraphs(rng, subject);
    const enStatus: PublishStatus = rng.chance(0.8) ? 'Published' : 'Draft';
    const created = dateBetween(rng, Date.UTC(2020, 0, 1), TO_MS);
    articles.push({
      id: articleId,
      uuid: uuid(),
      url: `${slugify(titleRu).slice(0, 60)}-${articleId}`,
      category_id: UPSTREAM_ARTICLE_CATEGORIES.cases,
      lang_versions: versions(titleRu, titleEn, bodyRu, bodyEn, 'Published', enStatus, rng.int(1, 10), company.uuid),
      product: null,
      company_id: company.id,
      companyNameShort: company.name_short,
      companyNameShort_en: company.name_en,
      companyLogo: company.logo,
      tariffs: tariffsJson(company),
      image: `/images/articles/${articleId}.svg`,
      logo: company.logo,
      views: rng.int(100, 6000),
      like_dislike: { like: rng.int(0, 60), dislike: rng.int(0, 4) },
      is_top: false,
      is_on_main_page: false,
      is_posted_reading_room: false,
      promo: false,
      created_at: created,
      published_at: created,
    });
  }

  for (const article of articles) {
    if (article.category_id !== UPSTREAM_ARTICLE_CATEGORIES.articles || article.company_id === null) continue;
    companies.find((c) => c.id === article.company_id)?.articles.push(article.id);
  }
  return articles;
}

/** Every other article gets a figure and a small table, so the article page shows the markup it allows. */
function withIllustration([ru, en]: readonly [string, string], articleId: number): readonly [string, string] {
  if (articleId % 2 !== 0) return [ru, en];
  const figure = (caption: string) => `<figure><img src="/images/articles/${articleId}.svg" alt="${caption}" width="800" height="450"><figcaption>${caption}</figcaption></figure>`;
  const table = (head: readonly string[], rows: ReadonlyArray<readonly string[]>) =>
    `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  return [
    `${ru}\n${figure('Пример модели в проекте')}\n${table(['Стадия', 'LOD', 'Что передаёт модель'], [['П', '200', 'габариты и класс изделия'], ['Р', '300', 'точные размеры, точки подключения'], ['Эксплуатация', '500', 'паспорт и сервисные данные']])}`,
    `${en}\n${figure('A model in a project')}\n${table(['Stage', 'LOD', 'What the model conveys'], [['Design', '200', 'size and product class'], ['Detailed design', '300', 'exact dimensions, connection points'], ['Operation', '500', 'passport and service data']])}`,
  ];
}

function stripToSentence(html: string): string {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  const end = text.indexOf('. ');
  return end > 0 && end < 220 ? text.slice(0, end + 1) : text.slice(0, 200);
}
