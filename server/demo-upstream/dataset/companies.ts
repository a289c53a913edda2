// Manufacturers: invented but plausible Russian and international companies, their
// tariff plans (free, paid, two VIP plans), sections, regions and partnership status.

import type { Company, CompanyTariff, FederalSubject, PartnershipStatus, TariffFeatures, TariffPlan } from '#shared/types/index.ts';
import type { Rng } from './random.ts';
import { slugify } from './random.ts';
import { TAXONOMY } from './taxonomy.ts';

/** The three company ids the manufacturer list drops (spec §5); they exist as ordinary companies here. */
export const EXCLUDED_MANUFACTURER_IDS = [1003, 1077, 1158] as const;

/** The two tariff plan ids that make a manufacturer VIP when libraryDisplayLogo is on (spec §6). */
export const VIP_TARIFF_PLAN_IDS = [14, 15] as const;

export const FREE_TARIFF_PLAN_ID = 1;

const FIRST_COMPANY_ID = 1001;
export const MIN_COMPANIES = 320;

const NO_FEATURES: TariffFeatures = {
  allowPlugin: false,
  allowVideo: false,
  allowCompanyDescription: false,
  allowAffiliateProgram: false,
  allowModelsMuting: false,
  libraryDisplayLogo: false,
  allowPluginPage: false,
};

/** The top plans (Premium and both VIP plans) include everything; only the VIP ids make a VIP. */
const ALL_FEATURES: TariffFeatures = {
  allowCompanyDescription: true,
  allowVideo: true,
  allowPlugin: true,
  allowPluginPage: true,
  allowModelsMuting: true,
  allowAffiliateProgram: true,
  libraryDisplayLogo: true,
};

export const TARIFF_PLANS: readonly TariffPlan[] = [
  { id: FREE_TARIFF_PLAN_ID, name: 'Бесплатный', name_en: 'Free', is_free: true, features: NO_FEATURES },
  { id: 2, name: 'Старт', name_en: 'Start', is_free: false, features: { ...NO_FEATURES, allowCompanyDescription: true, allowVideo: true } },
  {
    id: 3,
    name: 'Бизнес',
    name_en: 'Business',
    is_free: false,
    features: { ...NO_FEATURES, allowCompanyDescription: true, allowVideo: true, allowPlugin: true, allowPluginPage: true, allowModelsMuting: true },
  },
  {
    id: 4,
    name: 'Премиум',
    name_en: 'Premium',
    is_free: false,
    features: ALL_FEATURES,
  },
  {
    id: VIP_TARIFF_PLAN_IDS[0],
    name: 'VIP',
    name_en: 'VIP',
    is_free: false,
    features: ALL_FEATURES,
  },
  {
    id: VIP_TARIFF_PLAN_IDS[1],
    name: 'VIP Плюс',
    name_en: 'VIP Plus',
    is_free: false,
    features: ALL_FEATURES,
  },
];

const RU_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['Строй', 'Stroy'], ['Техно', 'Tekhno'], ['Термо', 'Termo'], ['Евро', 'Evro'], ['Проф', 'Prof'], ['Альфа', 'Alfa'],
  ['Север', 'Sever'], ['Урал', 'Ural'], ['Сиб', 'Sib'], ['Волга', 'Volga'], ['Гранит', 'Granit'], ['Мега', 'Mega'],
  ['Инж', 'Inzh'], ['Эко', 'Eko'], ['Свет', 'Svet'], ['Вент', 'Vent'], ['Кров', 'Krov'], ['Фасад', 'Fasad'],
  ['Дом', 'Dom'], ['Арх', 'Arkh'], ['Тепло', 'Teplo'], ['Аква', 'Akva'], ['Лифт', 'Lift'], ['Металл', 'Metall'],
  ['Стекло', 'Steklo'], ['Монолит', 'Monolit'], ['Кварц', 'Kvarts'], ['Пром', 'Prom'], ['Нева', 'Neva'], ['Вектор', 'Vektor'],
];
const RU_SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ТехПром', 'TekhProm'], ['Маш', 'Mash'], ['Систем', 'Sistem'], ['Пласт', 'Plast'], ['Комплект', 'Komplekt'],
  ['Профиль', 'Profil'], ['Групп', 'Grupp'], ['Лайн', 'Layn'], ['Стиль', 'Stil'], ['Мастер', 'Master'],
  ['Пром', 'Prom'], ['Снаб', 'Snab'], ['Индустрия', 'Industriya'], ['Завод', 'Zavod'], ['Монтаж', 'Montazh'],
  ['Дизайн', 'Dizayn'], ['Конструкция', 'Konstruktsiya'], ['Сервис', 'Servis'], ['Форм', 'Form'], ['Технологии', 'Tekhnologii'],
];
const INTL_PREFIXES = ['Nord', 'Aqua', 'Terra', 'Lumi', 'Vento', 'Arctic', 'Baltic', 'Silver', 'Prime', 'Vertex', 'Helio', 'Astra', 'Delta', 'Polar', 'Stone', 'Alpen', 'Rivo', 'Sola', 'Kalo', 'Fenix'];
const INTL_SUFFIXES = ['line', 'tech', 'form', 'flow', 'wall', 'light', 'max', 'pro', 'vent', 'therm', 'door', 'glas', 'bau', 'mont'];
const INTL_FORMS: ReadonlyArray<readonly [suffix: string, country: string, countryEn: string]> = [
  [' Systems GmbH', 'Германия', 'Germany'],
  [' AG', 'Германия', 'Germany'],
  [' S.p.A.', 'Италия', 'Italy'],
  [' Oy', 'Финляндия', 'Finland'],
  [' AB', 'Швеция', 'Sweden'],
  [' Sp. z o.o.', 'Польша', 'Poland'],
  [' Yapı A.Ş.', 'Турция', 'Turkey'],
  [' Industries Co., Ltd.', 'Китай', 'China'],
];
const RU_FORMS = ['ООО', 'ООО', 'ООО', 'АО', 'ПАО', 'ООО ТД', 'ООО ПК'];
const CIS: ReadonlyArray<readonly [string, string]> = [
  ['Беларусь', 'Belarus'],
  ['Казахстан', 'Kazakhstan'],
];

const SECTION_EXTRA: ReadonlyArray<readonly [string, string]> = [
  ['Новинки', 'New products'],
  ['Хиты продаж', 'Best sellers'],
  ['Серия Premium', 'Premium series'],
  ['Снято с производства', 'Discontinued'],
];

const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Москва', 'Moscow', '495'], ['Санкт-Петербург', 'Saint Petersburg', '812'], ['Екатеринбург', 'Yekaterinburg', '343'],
  ['Новосибирск', 'Novosibirsk', '383'], ['Казань', 'Kazan', '843'], ['Нижний Новгород', 'Nizhny Novgorod', '831'],
  ['Краснодар', 'Krasnodar', '861'], ['Самара', 'Samara', '846'], ['Челябинск', 'Chelyabinsk', '351'], ['Ростов-на-Дону', 'Rostov-on-Don', '863'],
];

export interface CompanyRecord extends Company {
  /** Catalogue class ids the company makes (drives model generation). */
  classPool: number[];
  /** Relative share of the model catalogue. */
  weight: number;
  tariffs: CompanyTariff[];
  isRussian: boolean;
  /** Section id per product type id. */
  sectionByType: Map<number, number>;
}

export interface ClassRef {
  categoryId: number;
  typeId: number;
  classId: number;
  categoryIndex: number;
  typeIndex: number;
  classIndex: number;
}

/** Flattened taxonomy ids: categories 1.., types 101.., classes 1001.. in tree order. */
export function flattenTaxonomy(): ClassRef[] {
  const refs: ClassRef[] = [];
  let typeId = 100;
  let classId = 1000;
  TAXONOMY.forEach((category, categoryIndex) => {
    category.types.forEach((type, typeIndex) => {
      typeId += 1;
      type.classes.forEach((_cls, classIndex) => {
        classId += 1;
        refs.push({ categoryId: categoryIndex + 1, typeId, classId, categoryIndex, typeIndex, classIndex });
      });
    });
  });
  return refs;
}

function phone(rng: Rng, code: string): string {
  return `+7 (${code}) ${rng.int(200, 999)}-${String(rng.int(0, 99)).padStart(2, '0')}-${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function inn(rng: Rng): string {
  let digits = String(rng.int(1, 9));
  for (let i = 0; i < 9; i += 1) digits += String(rng.int(0, 9));
  return digits;
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day, 9, 0, 0)).toISOString();
}

function pickPlan(rng: Rng): TariffPlan {
  const roll = rng.next();
  const id = roll < 0.44 ? 1 : roll < 0.64 ? 2 : roll < 0.8 ? 3 : roll < 0.88 ? 4 : roll < 0.95 ? VIP_TARIFF_PLAN_IDS[0] : VIP_TARIFF_PLAN_IDS[1];
  return TARIFF_PLANS.find((plan) => plan.id === id) as TariffPlan;
}

function listJoin(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function generateCompanies(rng: Rng, federalSubjects: readonly FederalSubject[], classRefs: readonly ClassRef[]): CompanyRecord[] {
  const usedNames = new Set<string>();
  const companies: CompanyRecord[] = [];
  let sectionId = 5001;
  let tariffId = 9001;

  for (let index = 0; index < MIN_COMPANIES; index += 1) {
    const id = FIRST_COMPANY_ID + index;
    const isRussian = rng.chance(0.74);
    let nameShort = '';
    let nameEn = '';
    let nameFull = '';
    let country = 'Россия';
    let countryEn = 'Russia';
    for (let attempt = 0; ; attempt += 1) {
      if (isRussian) {
        const [preRu, preEn] = rng.pick(RU_PREFIXES);
        const [sufRu, sufEn] = rng.pick(RU_SUFFIXES);
        const hyphenated = rng.chance(0.15);
        const letter = rng.pick(['М', 'К', 'С', 'Т', 'Р']);
        const letterEn = ({ М: 'M', К: 'K', С: 'S', Т: 'T', Р: 'R' } as Record<string, string>)[letter] ?? 'M';
        nameShort = hyphenated ? `${preRu}${sufRu.toLowerCase()}-${letter}` : `${preRu}${sufRu}`;
        nameEn = hyphenated ? `${preEn}${sufEn.toLowerCase()}-${letterEn}` : `${preEn}${sufEn}`;
        if (sufRu.startsWith(preRu) || preRu.startsWith(sufRu)) continue;
        if (rng.chance(0.08)) [country, countryEn] = rng.pick(CIS);
        else [country, countryEn] = ['Россия', 'Russia'];
        nameFull = `${rng.pick(RU_FORMS)} «${nameShort}»`;
      } else {
        const prefix = rng.pick(INTL_PREFIXES);
        const suffix = rng.pick(INTL_SUFFIXES);
        const [form, countryRu, countryNameEn] = rng.pick(INTL_FORMS);
        nameShort = `${prefix}${suffix}`;
        nameEn = nameShort;
        nameFull = `${nameShort}${form}`;
        country = countryRu;
        countryEn = countryNameEn;
      }
      if (!usedNames.has(nameShort) || attempt > 50) break;
    }
    if (usedNames.has(nameShort)) {
      nameShort = `${nameShort} ${index}`;
      nameEn = `${nameEn} ${index}`;
    }
    usedNames.add(nameShort);

    const alias = slugify(nameEn);
    const plan = pickPlan(rng);
    // A few VIP subscriptions have the logo switched off, so VIP status needs both the plan and the flag.
    const features: TariffFeatures = { ...plan.features };
    if (plan.id === VIP_TARIFF_PLAN_IDS[1] && rng.chance(0.25)) features.libraryDisplayLogo = false;
    const tariffPlan: TariffPlan = { ...plan, features };
    const createdYear = rng.int(2016, 2025);
    const createdAt = isoDate(createdYear, createdYear === 2025 ? rng.int(1, 5) : rng.int(1, 12), rng.int(1, 28));

    // Specialisation: one to three categories, a subset of their classes.
    const categoryCount = rng.pick([1, 1, 1, 2, 2, 3]);
    const categoryIds = rng.sample(TAXONOMY.map((_c, i) => i + 1), categoryCount);
    const classPool: number[] = [];
    for (const categoryId of categoryIds) {
      const refs = classRefs.filter((ref) => ref.categoryId === categoryId);
      const chosen = rng.sample(refs, Math.max(2, Math.ceil(refs.length * (0.3 + rng.next() * 0.7))));
      for (const ref of chosen) classPool.push(ref.classId);
    }
    classPool.sort((a, b) => a - b);
    const typeIds = [...new Set(classPool.map((classId) => classRefs.find((ref) => ref.classId === classId)?.typeId ?? 0))];

    const sections: Company['sections'] = [];
    const sectionByType = new Map<number, number>();
    let position = 1;
    for (const typeId of typeIds) {
      const ref = classRefs.find((r) => r.typeId === typeId) as ClassRef;
      const typeSpec = TAXONOMY[ref.categoryIndex]?.types[ref.typeIndex];
      if (!typeSpec) continue;
      sections.push({ id: sectionId, company_id: id, name: typeSpec.ru, name_en: typeSpec.en, position, models_count: 0 });
      sectionByType.set(typeId, sectionId);
      sectionId += 1;
      position += 1;
    }
    if (rng.chance(0.5)) {
      const [ru, en] = rng.pick(SECTION_EXTRA);
      sections.push({ id: sectionId, company_id: id, name: ru, name_en: en, position, models_count: 0 });
      sectionId += 1;
    }

    const regions = isRussian && country === 'Россия' ? rng.sample(federalSubjects, rng.int(1, 4)) : rng.chance(0.4) ? [federalSubjects[0] as FederalSubject] : [];
    const city = rng.pick(CITIES);
    const categoryNamesRu = categoryIds.map((cid) => (TAXONOMY[cid - 1]?.ru ?? '').toLowerCase());
    const categoryNamesEn = categoryIds.map((cid) => (TAXONOMY[cid - 1]?.en ?? '').toLowerCase());
    const founded = rng.int(1992, 2018);
    const dealers = rng.int(8, 70);
    const description = isRussian
      ? `<p>«${nameShort}» — ${country === 'Россия' ? 'российский' : 'международный'} производитель, работающий с ${founded} года. Направления: ${listJoin(categoryNamesRu, 'и')}.</p>\n<p>Собственное производство в городе ${city[0]}, дилерская сеть в ${dealers} регионах. Все изделия сопровождаются BIM-моделями для Revit, Archicad и Renga.</p>`
      : `<p>«${nameShort}» — международный производитель (${country}), поставляющий продукцию в Россию с ${founded} года. Направления: ${listJoin(categoryNamesRu, 'и')}.</p>\n<p>Официальный дистрибьютор обеспечивает складскую программу и техническую поддержку проектировщиков.</p>`;
    const descriptionEn = isRussian
      ? `<p>${nameEn} has been manufacturing since ${founded}. Product lines: ${listJoin(categoryNamesEn, 'and')}.</p>\n<p>Own production site in ${city[1]} and a dealer network across ${dealers} regions. Every product comes with BIM models for Revit, Archicad and Renga.</p>`
      : `<p>${nameEn} is an international manufacturer based in ${countryEn}, supplying the Russian market since ${founded}. Product lines: ${listJoin(categoryNamesEn, 'and')}.</p>\n<p>The official distributor keeps local stock and supports designers.</p>`;

    const videos = features.allowVideo
      ? Array.from({ length: rng.int(0, 3) }, (_v, n) => ({
          id: id * 10 + n,
          title: `${nameShort}: ${rng.pick(['обзор продукции', 'монтаж', 'производство', 'BIM-модели'])}`,
          link: rng.chance(0.5) ? `https://www.youtube.com/watch?v=${rng.hex(11)}` : `https://rutube.ru/video/${rng.hex(32)}/`,
          preview: `/images/companies/${id}.svg?size=480x270`,
        }))
      : [];

    let partnership: PartnershipStatus | null = null;
    if (features.allowAffiliateProgram) partnership = rng.pick<PartnershipStatus>(['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'DRAFT', 'MODERATION']);
    else if (rng.chance(0.04)) partnership = 'ARCHIVED';

    const tariffs: CompanyTariff[] = [];
    if (!plan.is_free) {
      // The history shows an expired free period before the current plan.
      tariffs.push({
        id: tariffId,
        tariff_plan_id: FREE_TARIFF_PLAN_ID,
        name: 'Бесплатный',
        is_free: true,
        active: false,
        date_start: createdAt,
        date_end: isoDate(Math.min(2025, createdYear + 1), 1, 1),
        features: NO_FEATURES,
      });
      tariffId += 1;
    }
    tariffs.push({
      id: tariffId,
      tariff_plan_id: plan.id,
      name: plan.name,
      is_free: plan.is_free,
      active: true,
      date_start: plan.is_free ? createdAt : isoDate(Math.min(2025, createdYear + 1), 1, 1),
      date_end: plan.is_free ? null : isoDate(2026, rng.int(1, 12), 1),
      features,
    });
    tariffId += 1;

    companies.push({
      id,
      uuid: rng.uuid(),
      name_short: nameShort,
      name_full: nameFull,
      name_en: nameEn,
      alias,
      alias_organization: slugify(`${nameEn} ${id}`),
      logo: `/images/companies/${id}.svg`,
      img120x120: `/images/companies/${id}.svg?size=120x120`,
      img270x270: `/images/companies/${id}.svg?size=270x270`,
      alternativeNames: isRussian ? [nameEn, nameEn.toUpperCase()] : [nameShort.toUpperCase()],
      sort_by_models: 0,
      tariff_plan: tariffPlan,
      articles: [],
      plugins: [],
      videos,
      description,
      description_en: descriptionEn,
      phone: phone(rng, city[2]),
      email: `info@${alias}.example`,
      site_url: `https://${alias}.example`,
      vip_status: (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(plan.id) || plan.id === 4,
      created_at: createdAt,
      link_video: videos[0]?.link ?? null,
      sections,
      regions,
      counters: {
        counter_plugins: 0,
        counter_plugins_download: 0,
        counter_plugins_views: 0,
        counter_models: 0,
        counter_view_models: 0,
        counter_download_models_files: 0,
      },
      country,
      inn: inn(rng),
      partnership_status: partnership,
      categories: [...categoryIds].sort((a, b) => a - b),
      types: typeIds,
      classes: classPool,
      classPool,
      // Zipf-like: a few big manufacturers, a long tail of small ones; paid plans publish more.
      weight: (1 / Math.pow(1 + rng.next() * 40, 0.9)) * (plan.is_free ? 0.8 : 1.4),
      tariffs,
      isRussian: country === 'Россия',
      sectionByType,
    });
  }
  return companies;
}
