// The body of a demo plugin post, as a portal's editor writes one: a description, a table of the
// release's facts, the features, "What's new" with dated versions, installation steps and a link
// to the installer on the uploads host. Each post draws from its own seeded generator (its id),
// so the bodies differ from post to post without moving the rest of the dataset.
import type { PluginProduct } from '#shared/types/index.ts';
import { createRng, type Rng } from './random.ts';

export interface PluginRelease {
  version: string;
  /** `yyyy-mm-dd`. */
  released: string;
  cadVersions: string;
  /** Megabytes, one decimal. */
  sizeMb: number;
  /** The installer's name under the uploads host's `/plugins/`. */
  fileName: string;
}

export interface PluginPostBody {
  ru: string;
  en: string;
  release: PluginRelease;
}

export interface PluginPostInput {
  articleId: number;
  product: PluginProduct;
  productName: string;
  companyRu: string;
  companyEn: string;
  /** A slug of the company's English name, for the installer's file name. */
  companySlug: string;
  purpose: readonly [ru: string, en: string];
}

/** The uploads-host folder of plugin installers; the portal's pages link it as a path on the site (docs/upstream-contract.md). */
export const PLUGIN_INSTALLER_PREFIX = '/uploads/plugins/';

const CAD_RANGES: Record<PluginProduct, readonly string[]> = {
  revit: ['2021–2025', '2022–2025', '2020–2024', '2023–2025'],
  archicad: ['25–28', '26–28', '24–27', '27–28'],
  renga: ['7.0–8.4', '8.0–8.5', '7.2–8.3'],
  civil3d: ['2022–2025', '2021–2024', '2023–2025'],
  modelstudiocs: ['3.0–3.4', '2.9–3.3', '3.1–3.5'],
  ifc: ['IFC2x3, IFC4', 'IFC2x3, IFC4, IFC4.3', 'IFC4, IFC4.3'],
};

const LEADS: ReadonlyArray<(p: PluginPostInput) => readonly [string, string]> = [
  (p) => [
    `Плагин «${p.companyRu}» для ${p.productName} загружает актуальные модели производителя прямо в проект и подставляет параметры по ГОСТ.`,
    `The ${p.companyEn} plugin for ${p.productName} loads the manufacturer’s current models straight into your project, with parameters filled in to the Russian standards.`,
  ],
  (p) => [
    `Плагин «${p.companyRu}» (${p.purpose[0].toLowerCase()}) помогает подобрать изделие по размерам и характеристикам, не выходя из ${p.productName}.`,
    `The ${p.companyEn} ${p.purpose[1].toLowerCase()} plugin finds the right product by size and performance without leaving ${p.productName}.`,
  ],
  (p) => [
    `С плагином «${p.companyRu}» спецификация по изделиям производителя собирается автоматически и обновляется вместе с каталогом.`,
    `With the ${p.companyEn} plugin, the schedule of the manufacturer’s products builds itself and stays in step with the catalogue.`,
  ],
  (p) => [
    `Каталог «${p.companyRu}» в ${p.productName}: модели с паспортами, сертификатами и ссылками на документацию в одном окне.`,
    `The ${p.companyEn} catalogue in ${p.productName}: models with their data sheets, certificates and documentation links in one window.`,
  ],
];

const FEATURES: ReadonlyArray<readonly [string, string]> = [
  ['поиск по каталогу по артикулу и названию', 'catalogue search by product code and name'],
  ['фильтры по размерам, материалу и классу изделия', 'filters by size, material and product class'],
  ['автоматическое обновление моделей при выходе новых версий', 'models update themselves when new versions are out'],
  ['выгрузка спецификации в Excel и CSV', 'schedule export to Excel and CSV'],
  ['проверка модели на коллизии перед размещением', 'a clash check before a model is placed'],
  ['параметры по классификатору строительной информации', 'parameters by the construction classification system'],
  ['работа без интернета с загруженной частью каталога', 'offline work with the downloaded part of the catalogue'],
  ['замена изделия на аналог с сохранением привязок', 'swap a product for an analogue keeping its placement'],
];

const CHANGES: ReadonlyArray<readonly [string, string]> = [
  ['добавлены новые серии изделий', 'new product series added'],
  ['ускорена загрузка каталога', 'the catalogue loads faster'],
  ['исправлено смещение модели при вставке на уровень', 'fixed a model shifting when placed on a level'],
  ['поддержка новой версии САПР', 'support for the new CAD release'],
  ['обновлены параметры теплотехнических характеристик', 'thermal performance parameters updated'],
  ['исправлена ошибка экспорта спецификации с кириллицей', 'fixed the schedule export with Cyrillic names'],
  ['фильтр по наличию на складе', 'a filter by stock availability'],
  ['новый установщик без прав администратора', 'a new installer that needs no administrator rights'],
  ['уменьшен размер семейств', 'smaller family files'],
  ['исправлено зависание при медленном интернете', 'fixed a hang on slow connections'],
];

const DAY_MS = 86_400_000;
/** The newest release is between these days (the demo's "today" is mid-2025). */
const NEWEST_FROM = Date.UTC(2024, 8, 1);
const NEWEST_TO = Date.UTC(2025, 5, 15);
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ruDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const enDay = (iso: string) => `${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const day = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

interface Version {
  version: string;
  released: string;
  changes: ReadonlyArray<readonly [string, string]>;
}

/** 2–4 versions, newest first, each released 1–5 months before the next. */
function versionsOf(rng: Rng): Version[] {
  const count = rng.int(2, 4);
  let [major, minor, patch] = [rng.int(1, 4), rng.int(0, 9), rng.int(0, 6)];
  let at = NEWEST_FROM + rng.next() * (NEWEST_TO - NEWEST_FROM);
  const versions: Version[] = [];
  for (let n = 0; n < count; n += 1) {
    versions.push({ version: `${major}.${minor}.${patch}`, released: day(at), changes: rng.sample(CHANGES, rng.int(1, 3)) });
    at -= rng.int(30, 150) * DAY_MS;
    // Going back: a patch before, or the previous minor.
    if (patch > 0 && rng.chance(0.6)) patch -= 1;
    else if (minor > 0) [minor, patch] = [minor - 1, rng.int(0, 4)];
    else [major, minor, patch] = [Math.max(1, major - 1), rng.int(3, 9), rng.int(0, 4)];
  }
  return versions;
}

const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function pluginPostBody(input: PluginPostInput): PluginPostBody {
  const rng = createRng(0x9e3779b1 ^ (input.articleId * 2654435761));
  const versions = versionsOf(rng);
  const newest = versions[0]!;
  const release: PluginRelease = {
    version: newest.version,
    released: newest.released,
    cadVersions: rng.pick(CAD_RANGES[input.product]),
    sizeMb: Math.round((3 + rng.next() * 60) * 10) / 10,
    fileName: `${input.companySlug || 'vendor'}-${input.product}-${newest.version}.zip`,
  };
  const [leadRu, leadEn] = rng.pick(LEADS)(input);
  const features = rng.sample(FEATURES, 3);
  const href = `${PLUGIN_INSTALLER_PREFIX}${release.fileName}`;
  const cadRu = input.product === 'ifc' ? 'Поддерживаемые версии IFC' : `Поддерживаемые версии ${input.productName}`;
  const cadEn = input.product === 'ifc' ? 'Supported IFC versions' : `Supported ${input.productName} versions`;
  const ru = [
    `<p>${leadRu}</p>`,
    `<table><tbody>${row('Версия', release.version)}${row(cadRu, release.cadVersions)}${row('Размер установщика', `${String(release.sizeMb).replace('.', ',')} МБ`)}${row('Дата выпуска', ruDay(release.released))}</tbody></table>`,
    `<h2>Возможности</h2>${list(features.map(([text]) => text))}`,
    `<h2>Что нового</h2>${versions.map((v) => `<h3>${v.version} — ${ruDay(v.released)}</h3>${list(v.changes.map(([text]) => text))}`).join('')}`,
    `<h2>Установка</h2><ol><li>Закройте ${input.productName}.</li><li>Запустите установщик и следуйте шагам мастера.</li><li>Откройте ${input.productName}: плагин появится на вкладке «Надстройки».</li></ol>`,
    `<p><a href="${href}">Скачать установщик</a></p>`,
  ].join('\n');
  const en = [
    `<p>${leadEn}</p>`,
    `<table><tbody>${row('Version', release.version)}${row(cadEn, release.cadVersions)}${row('Installer size', `${release.sizeMb} MB`)}${row('Release date', enDay(release.released))}</tbody></table>`,
    `<h2>Features</h2>${list(features.map(([, text]) => text))}`,
    `<h2>What’s new</h2>${versions.map((v) => `<h3>${v.version} — ${enDay(v.released)}</h3>${list(v.changes.map(([, text]) => text))}`).join('')}`,
    `<h2>Installation</h2><ol><li>Close ${input.productName}.</li><li>Run the installer and follow the wizard.</li><li>Open ${input.productName}: the plugin appears on the Add-ins tab.</li></ol>`,
    `<p><a href="${href}">Download the installer</a></p>`,
  ].join('\n');
  return { ru, en, release };
}
