// The regions of Russia as a tile grid (decision 0017): every federal subject one equal square
// placed roughly where it lies, west to east and north to south. No boundary data is needed (no
// source in the registry qualifies), and Moscow and Saint Petersburg, the largest audiences, are
// as visible as Yakutia. Keyed by the two-digit subject code the upstream's
// /dictionary/federalSubjects gives each region; the names are for subjects the dictionary lacks.

export interface RegionTile {
  code: string;
  col: number;
  row: number;
  ru: string;
  en: string;
}

type Row = readonly [code: string, col: number, row: number, ru: string, en: string];

const TILES: readonly Row[] = [
  ['51', 3, 0, 'Мурманская область', 'Murmansk Oblast'],
  ['10', 3, 1, 'Республика Карелия', 'Republic of Karelia'],
  ['29', 4, 1, 'Архангельская область', 'Arkhangelsk Oblast'],
  ['83', 5, 1, 'Ненецкий автономный округ', 'Nenets Autonomous Okrug'],
  ['89', 10, 1, 'Ямало-Ненецкий автономный округ', 'Yamalo-Nenets Autonomous Okrug'],
  ['24', 11, 1, 'Красноярский край', 'Krasnoyarsk Krai'],
  ['14', 12, 1, 'Республика Саха (Якутия)', 'Sakha (Yakutia) Republic'],
  ['49', 13, 1, 'Магаданская область', 'Magadan Oblast'],
  ['87', 14, 1, 'Чукотский автономный округ', 'Chukotka Autonomous Okrug'],
  ['78', 2, 2, 'Санкт-Петербург', 'Saint Petersburg'],
  ['47', 3, 2, 'Ленинградская область', 'Leningrad Oblast'],
  ['35', 4, 2, 'Вологодская область', 'Vologda Oblast'],
  ['11', 5, 2, 'Республика Коми', 'Komi Republic'],
  ['86', 10, 2, 'Ханты-Мансийский автономный округ — Югра', 'Khanty-Mansi Autonomous Okrug — Yugra'],
  ['70', 11, 2, 'Томская область', 'Tomsk Oblast'],
  ['38', 12, 2, 'Иркутская область', 'Irkutsk Oblast'],
  ['28', 13, 2, 'Амурская область', 'Amur Oblast'],
  ['27', 14, 2, 'Хабаровский край', 'Khabarovsk Krai'],
  ['41', 15, 2, 'Камчатский край', 'Kamchatka Krai'],
  ['60', 1, 3, 'Псковская область', 'Pskov Oblast'],
  ['53', 2, 3, 'Новгородская область', 'Novgorod Oblast'],
  ['69', 3, 3, 'Тверская область', 'Tver Oblast'],
  ['76', 4, 3, 'Ярославская область', 'Yaroslavl Oblast'],
  ['44', 5, 3, 'Костромская область', 'Kostroma Oblast'],
  ['43', 6, 3, 'Кировская область', 'Kirov Oblast'],
  ['59', 7, 3, 'Пермский край', 'Perm Krai'],
  ['66', 8, 3, 'Свердловская область', 'Sverdlovsk Oblast'],
  ['72', 9, 3, 'Тюменская область', 'Tyumen Oblast'],
  ['55', 10, 3, 'Омская область', 'Omsk Oblast'],
  ['54', 11, 3, 'Новосибирская область', 'Novosibirsk Oblast'],
  ['42', 12, 3, 'Кемеровская область — Кузбасс', 'Kemerovo Oblast — Kuzbass'],
  ['03', 13, 3, 'Республика Бурятия', 'Republic of Buryatia'],
  ['75', 14, 3, 'Забайкальский край', 'Zabaykalsky Krai'],
  ['79', 15, 3, 'Еврейская автономная область', 'Jewish Autonomous Oblast'],
  ['65', 16, 3, 'Сахалинская область', 'Sakhalin Oblast'],
  ['39', 0, 4, 'Калининградская область', 'Kaliningrad Oblast'],
  ['67', 1, 4, 'Смоленская область', 'Smolensk Oblast'],
  ['77', 2, 4, 'Москва', 'Moscow'],
  ['50', 3, 4, 'Московская область', 'Moscow Oblast'],
  ['37', 4, 4, 'Ивановская область', 'Ivanovo Oblast'],
  ['33', 5, 4, 'Владимирская область', 'Vladimir Oblast'],
  ['52', 6, 4, 'Нижегородская область', 'Nizhny Novgorod Oblast'],
  ['12', 7, 4, 'Республика Марий Эл', 'Mari El Republic'],
  ['18', 8, 4, 'Удмуртская Республика', 'Udmurt Republic'],
  ['45', 9, 4, 'Курганская область', 'Kurgan Oblast'],
  ['22', 11, 4, 'Алтайский край', 'Altai Krai'],
  ['19', 12, 4, 'Республика Хакасия', 'Republic of Khakassia'],
  ['25', 15, 4, 'Приморский край', 'Primorsky Krai'],
  ['32', 1, 5, 'Брянская область', 'Bryansk Oblast'],
  ['40', 2, 5, 'Калужская область', 'Kaluga Oblast'],
  ['71', 3, 5, 'Тульская область', 'Tula Oblast'],
  ['62', 4, 5, 'Рязанская область', 'Ryazan Oblast'],
  ['13', 5, 5, 'Республика Мордовия', 'Republic of Mordovia'],
  ['21', 6, 5, 'Чувашская Республика', 'Chuvash Republic'],
  ['16', 7, 5, 'Республика Татарстан', 'Republic of Tatarstan'],
  ['02', 8, 5, 'Республика Башкортостан', 'Republic of Bashkortostan'],
  ['74', 9, 5, 'Челябинская область', 'Chelyabinsk Oblast'],
  ['04', 11, 5, 'Республика Алтай', 'Altai Republic'],
  ['17', 12, 5, 'Республика Тыва', 'Tuva Republic'],
  ['57', 2, 6, 'Орловская область', 'Oryol Oblast'],
  ['48', 3, 6, 'Липецкая область', 'Lipetsk Oblast'],
  ['68', 4, 6, 'Тамбовская область', 'Tambov Oblast'],
  ['58', 5, 6, 'Пензенская область', 'Penza Oblast'],
  ['73', 6, 6, 'Ульяновская область', 'Ulyanovsk Oblast'],
  ['63', 7, 6, 'Самарская область', 'Samara Oblast'],
  ['56', 8, 6, 'Оренбургская область', 'Orenburg Oblast'],
  ['46', 2, 7, 'Курская область', 'Kursk Oblast'],
  ['36', 3, 7, 'Воронежская область', 'Voronezh Oblast'],
  ['64', 5, 7, 'Саратовская область', 'Saratov Oblast'],
  ['31', 2, 8, 'Белгородская область', 'Belgorod Oblast'],
  ['61', 3, 8, 'Ростовская область', 'Rostov Oblast'],
  ['34', 4, 8, 'Волгоградская область', 'Volgograd Oblast'],
  ['30', 5, 8, 'Астраханская область', 'Astrakhan Oblast'],
  ['91', 1, 9, 'Республика Крым', 'Republic of Crimea'],
  ['23', 2, 9, 'Краснодарский край', 'Krasnodar Krai'],
  ['26', 3, 9, 'Ставропольский край', 'Stavropol Krai'],
  ['08', 4, 9, 'Республика Калмыкия', 'Republic of Kalmykia'],
  ['92', 1, 10, 'Севастополь', 'Sevastopol'],
  ['01', 2, 10, 'Республика Адыгея', 'Republic of Adygea'],
  ['09', 3, 10, 'Карачаево-Черкесская Республика', 'Karachay-Cherkess Republic'],
  ['07', 4, 10, 'Кабардино-Балкарская Республика', 'Kabardino-Balkarian Republic'],
  ['15', 5, 10, 'Республика Северная Осетия — Алания', 'Republic of North Ossetia — Alania'],
  ['06', 6, 10, 'Республика Ингушетия', 'Republic of Ingushetia'],
  ['20', 7, 10, 'Чеченская Республика', 'Chechen Republic'],
  ['05', 8, 10, 'Республика Дагестан', 'Republic of Dagestan'],
];

export const REGION_TILES: readonly RegionTile[] = TILES.map(([code, col, row, ru, en]) => ({ code, col, row, ru, en }));
export const REGION_GRID_COLUMNS = Math.max(...REGION_TILES.map((tile) => tile.col)) + 1;
export const REGION_GRID_ROWS = Math.max(...REGION_TILES.map((tile) => tile.row)) + 1;

/** '7', '07' and ' 07 ' are one code. */
export function normaliseRegionCode(code: string): string {
  const trimmed = code.trim();
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** Lower case, ё as е, dashes and extra spaces folded: how two spellings of a region's name are compared. */
export function normaliseRegionName(name: string): string {
  return name.toLowerCase().replace(/ё/g, 'е').replace(/[—–-]/g, ' ').replace(/\s+/g, ' ').trim();
}

const byCode = new Map(REGION_TILES.map((tile) => [tile.code, tile]));
const byName = new Map(REGION_TILES.flatMap((tile) => [[normaliseRegionName(tile.ru), tile] as const, [normaliseRegionName(tile.en), tile] as const]));

/**
 * The tile of a dataset's region: by the subject code the dictionary gives its id, else by its
 * name in either language (a row the dictionary does not know). Null when neither matches: that
 * region is in the table, not on the grid.
 */
export function tileFor(code: string | null, names: readonly string[]): RegionTile | null {
  if (code) {
    const tile = byCode.get(normaliseRegionCode(code));
    if (tile) return tile;
  }
  for (const name of names) {
    const tile = byName.get(normaliseRegionName(name));
    if (tile) return tile;
  }
  return null;
}
