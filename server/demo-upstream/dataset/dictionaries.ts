// Fixed reference lists of the library: rooms, materials, buildings, object categories,
// CAD formats and software, attributes and Russian federal subjects. Keys let the taxonomy
// refer to entries without depending on ids.

import type { AttrValue, Attribute, Building, CadExt, CadExtension, FederalSubject, ObjCategory, Room, Material } from '#shared/types/index.ts';

type Entry = readonly [key: string, ru: string, en: string];

const ROOMS: readonly Entry[] = [
  ['kitchen', 'Кухня', 'Kitchen'],
  ['bathroom', 'Ванная комната', 'Bathroom'],
  ['wc', 'Санузел', 'Toilet'],
  ['living', 'Гостиная', 'Living room'],
  ['bedroom', 'Спальня', 'Bedroom'],
  ['kids', 'Детская', 'Children’s room'],
  ['hall', 'Прихожая', 'Entrance hall'],
  ['corridor', 'Коридор', 'Corridor'],
  ['office', 'Офис', 'Office'],
  ['meeting', 'Переговорная', 'Meeting room'],
  ['server', 'Серверная', 'Server room'],
  ['technical', 'Техническое помещение', 'Plant room'],
  ['boiler', 'Котельная', 'Boiler room'],
  ['stair', 'Лестничная клетка', 'Stairwell'],
  ['parking', 'Паркинг', 'Car park'],
  ['retail', 'Торговый зал', 'Sales floor'],
  ['warehouse', 'Склад', 'Warehouse'],
  ['ward', 'Больничная палата', 'Hospital ward'],
  ['classroom', 'Учебный класс', 'Classroom'],
  ['restaurant', 'Обеденный зал', 'Dining hall'],
  ['gym', 'Спортивный зал', 'Sports hall'],
  ['lobby', 'Вестибюль', 'Lobby'],
  ['outdoor', 'Придомовая территория', 'Outdoor area'],
  ['roof', 'Кровля', 'Roof'],
];

const MATERIALS: readonly Entry[] = [
  ['steel', 'Сталь', 'Steel'],
  ['stainless', 'Нержавеющая сталь', 'Stainless steel'],
  ['aluminium', 'Алюминий', 'Aluminium'],
  ['wood', 'Массив дерева', 'Solid wood'],
  ['mdf', 'МДФ', 'MDF'],
  ['chipboard', 'ЛДСП', 'Melamine chipboard'],
  ['glass', 'Стекло', 'Glass'],
  ['tempered', 'Закалённое стекло', 'Tempered glass'],
  ['pvc', 'ПВХ', 'PVC'],
  ['ceramic', 'Керамика', 'Ceramics'],
  ['porcelain', 'Керамогранит', 'Porcelain stoneware'],
  ['acrylic', 'Акрил', 'Acrylic'],
  ['concrete', 'Бетон', 'Concrete'],
  ['mineralwool', 'Минеральная вата', 'Mineral wool'],
  ['xps', 'Экструдированный пенополистирол', 'Extruded polystyrene'],
  ['pir', 'PIR-пенополиизоцианурат', 'PIR foam'],
  ['plasterboard', 'Гипсокартон', 'Plasterboard'],
  ['copper', 'Медь', 'Copper'],
  ['brass', 'Латунь', 'Brass'],
  ['stone', 'Натуральный камень', 'Natural stone'],
  ['lvt', 'Кварцвинил', 'Vinyl (LVT)'],
  ['polypropylene', 'Полипропилен', 'Polypropylene'],
  ['composite', 'Композит', 'Composite'],
  ['fibrecement', 'Фиброцемент', 'Fibre cement'],
  ['bitumen', 'Битум', 'Bitumen'],
  ['textile', 'Текстиль', 'Textile'],
  ['polycarbonate', 'Поликарбонат', 'Polycarbonate'],
];

const BUILDINGS: readonly Entry[] = [
  ['apartment', 'Многоквартирный жилой дом', 'Apartment building'],
  ['house', 'Индивидуальный жилой дом', 'Detached house'],
  ['office', 'Офисное здание', 'Office building'],
  ['mall', 'Торговый центр', 'Shopping centre'],
  ['hotel', 'Гостиница', 'Hotel'],
  ['hospital', 'Больница', 'Hospital'],
  ['school', 'Школа', 'School'],
  ['kindergarten', 'Детский сад', 'Kindergarten'],
  ['sports', 'Спортивный комплекс', 'Sports centre'],
  ['warehouse', 'Складской комплекс', 'Logistics centre'],
  ['factory', 'Производственное здание', 'Factory'],
  ['parking', 'Многоуровневый паркинг', 'Multi-storey car park'],
  ['station', 'Вокзал', 'Railway station'],
  ['airport', 'Аэропорт', 'Airport'],
  ['museum', 'Музей', 'Museum'],
  ['restaurant', 'Ресторан', 'Restaurant'],
];

const OBJ_CATEGORIES: ReadonlyArray<readonly [ru: string, en: string, buildings: readonly string[]]> = [
  ['Жилые здания', 'Residential buildings', ['apartment', 'house']],
  ['Общественные здания', 'Public buildings', ['office', 'mall', 'hotel', 'museum', 'restaurant']],
  ['Социальные объекты', 'Social infrastructure', ['hospital', 'school', 'kindergarten', 'sports']],
  ['Промышленные объекты', 'Industrial buildings', ['warehouse', 'factory']],
  ['Транспортная инфраструктура', 'Transport infrastructure', ['parking', 'station', 'airport']],
];

function toItems(entries: readonly Entry[], firstId: number): { items: Array<Room & { key: string }>; byKey: Map<string, number> } {
  const byKey = new Map<string, number>();
  const items = entries.map(([key, ru, en], index) => {
    const id = firstId + index;
    byKey.set(key, id);
    return { id, name: ru, name_en: en, key };
  });
  return { items, byKey };
}

/** The CAD formats of spec/brief: ext, label, software, and the versions files are saved for. */
export const CAD_FORMATS: ReadonlyArray<{ ext: CadExtension; name: string; sapr: string; versions: readonly string[]; geometry3d: boolean; sizeKb: readonly [number, number] }> = [
  { ext: 'rvt', name: 'Revit Project (.rvt)', sapr: 'Revit', versions: ['2019', '2020', '2021', '2022', '2023', '2024', '2025'], geometry3d: true, sizeKb: [900, 18000] },
  { ext: 'rfa', name: 'Revit Family (.rfa)', sapr: 'Revit', versions: ['2019', '2020', '2021', '2022', '2023', '2024', '2025'], geometry3d: true, sizeKb: [250, 6000] },
  { ext: 'pln', name: 'Archicad Project (.pln)', sapr: 'Archicad', versions: ['22', '23', '24', '25', '26', '27'], geometry3d: true, sizeKb: [1200, 22000] },
  { ext: 'gsm', name: 'Archicad Object (.gsm)', sapr: 'Archicad', versions: ['22', '23', '24', '25', '26', '27'], geometry3d: true, sizeKb: [80, 3500] },
  { ext: 'ifc', name: 'IFC (.ifc)', sapr: 'IFC', versions: ['IFC2x3', 'IFC4', 'IFC4.3'], geometry3d: true, sizeKb: [150, 9000] },
  { ext: 'dwg', name: 'AutoCAD Drawing (.dwg)', sapr: 'AutoCAD', versions: ['2013', '2018', '2024'], geometry3d: false, sizeKb: [60, 4000] },
  { ext: 'rnp', name: 'Renga Project (.rnp)', sapr: 'Renga', versions: ['6.0', '7.0', '7.3', '8.0', '8.3'], geometry3d: true, sizeKb: [300, 7000] },
  { ext: 'dxf', name: 'Drawing Exchange Format (.dxf)', sapr: 'AutoCAD', versions: ['2013', '2018'], geometry3d: false, sizeKb: [80, 5000] },
  { ext: '3ds', name: '3D Studio (.3ds)', sapr: '3ds Max', versions: ['2019', '2021', '2023', '2024'], geometry3d: true, sizeKb: [200, 12000] },
  { ext: 'skp', name: 'SketchUp (.skp)', sapr: 'SketchUp', versions: ['2020', '2021', '2022', '2023', '2024'], geometry3d: true, sizeKb: [300, 15000] },
  { ext: 'max', name: '3ds Max Scene (.max)', sapr: '3ds Max', versions: ['2019', '2021', '2023', '2024'], geometry3d: true, sizeKb: [1500, 40000] },
];

/** CAD software (attribute 'sapr'); the file formats each one opens. */
export const SAPR_VALUES: ReadonlyArray<readonly [ru: string, en: string, exts: readonly CadExtension[]]> = [
  ['Revit', 'Revit', ['rvt', 'rfa']],
  ['Archicad', 'Archicad', ['pln', 'gsm']],
  ['Renga', 'Renga', ['rnp']],
  ['nanoCAD BIM', 'nanoCAD BIM', ['ifc', 'dwg']],
  ['Model Studio CS', 'Model Studio CS', ['ifc', 'dwg']],
  ['Civil 3D', 'Civil 3D', ['dwg']],
  ['AutoCAD', 'AutoCAD', ['dwg', 'dxf']],
  ['SketchUp', 'SketchUp', ['skp']],
  ['3ds Max', '3ds Max', ['3ds', 'max']],
  ['Tekla Structures', 'Tekla Structures', ['ifc']],
];

export const BIM_STANDARDS: ReadonlyArray<readonly [ru: string, en: string]> = [
  ['ГОСТ Р 57311-2016', 'GOST R 57311-2016'],
  ['ГОСТ Р 10.0.03-2019/ИСО 16739:2013', 'GOST R 10.0.03-2019/ISO 16739:2013'],
  ['СП 333.1325800.2020', 'SP 333.1325800.2020'],
  ['СП 328.1325800.2020', 'SP 328.1325800.2020'],
  ['ISO 19650', 'ISO 19650'],
  ['Стандарт BIM-объектов НОПРИЗ', 'NOPRIZ BIM object standard'],
  ['BIM-стандарт Москомэкспертизы', 'Moscow State Expertise BIM standard'],
  ['Стандарт ГК «Росатом»', 'Rosatom BIM standard'],
  ['BS 8541', 'BS 8541'],
];

const COUNTRIES: ReadonlyArray<readonly [ru: string, en: string]> = [
  ['Россия', 'Russia'],
  ['Беларусь', 'Belarus'],
  ['Казахстан', 'Kazakhstan'],
  ['Германия', 'Germany'],
  ['Италия', 'Italy'],
  ['Финляндия', 'Finland'],
  ['Швеция', 'Sweden'],
  ['Турция', 'Turkey'],
  ['Китай', 'China'],
  ['Польша', 'Poland'],
];

const LOD_VALUES: ReadonlyArray<readonly [ru: string, en: string]> = [
  ['LOD 200', 'LOD 200'],
  ['LOD 300', 'LOD 300'],
  ['LOD 350', 'LOD 350'],
  ['LOD 400', 'LOD 400'],
];

const FIRE_CLASSES: ReadonlyArray<readonly [ru: string, en: string]> = [
  ['КМ0 (НГ)', 'KM0 (non-combustible)'],
  ['КМ1', 'KM1'],
  ['КМ2', 'KM2'],
  ['КМ3', 'KM3'],
];

export const FEDERAL_SUBJECTS_SOURCE: ReadonlyArray<readonly [code: string, ru: string, en: string, district: string]> = [
  ['77', 'Москва', 'Moscow', 'Центральный'],
  ['50', 'Московская область', 'Moscow Oblast', 'Центральный'],
  ['78', 'Санкт-Петербург', 'Saint Petersburg', 'Северо-Западный'],
  ['47', 'Ленинградская область', 'Leningrad Oblast', 'Северо-Западный'],
  ['66', 'Свердловская область', 'Sverdlovsk Oblast', 'Уральский'],
  ['54', 'Новосибирская область', 'Novosibirsk Oblast', 'Сибирский'],
  ['16', 'Республика Татарстан', 'Republic of Tatarstan', 'Приволжский'],
  ['52', 'Нижегородская область', 'Nizhny Novgorod Oblast', 'Приволжский'],
  ['23', 'Краснодарский край', 'Krasnodar Krai', 'Южный'],
  ['61', 'Ростовская область', 'Rostov Oblast', 'Южный'],
  ['63', 'Самарская область', 'Samara Oblast', 'Приволжский'],
  ['02', 'Республика Башкортостан', 'Republic of Bashkortostan', 'Приволжский'],
  ['74', 'Челябинская область', 'Chelyabinsk Oblast', 'Уральский'],
  ['59', 'Пермский край', 'Perm Krai', 'Приволжский'],
  ['24', 'Красноярский край', 'Krasnoyarsk Krai', 'Сибирский'],
  ['36', 'Воронежская область', 'Voronezh Oblast', 'Центральный'],
  ['34', 'Волгоградская область', 'Volgograd Oblast', 'Южный'],
  ['72', 'Тюменская область', 'Tyumen Oblast', 'Уральский'],
  ['38', 'Иркутская область', 'Irkutsk Oblast', 'Сибирский'],
  ['25', 'Приморский край', 'Primorsky Krai', 'Дальневосточный'],
  ['39', 'Калининградская область', 'Kaliningrad Oblast', 'Северо-Западный'],
  ['76', 'Ярославская область', 'Yaroslavl Oblast', 'Центральный'],
  ['71', 'Тульская область', 'Tula Oblast', 'Центральный'],
  ['40', 'Калужская область', 'Kaluga Oblast', 'Центральный'],
  ['31', 'Белгородская область', 'Belgorod Oblast', 'Центральный'],
  ['55', 'Омская область', 'Omsk Oblast', 'Сибирский'],
  ['73', 'Ульяновская область', 'Ulyanovsk Oblast', 'Приволжский'],
  ['18', 'Удмуртская Республика', 'Udmurt Republic', 'Приволжский'],
  ['86', 'Ханты-Мансийский автономный округ — Югра', 'Khanty-Mansi Autonomous Okrug — Yugra', 'Уральский'],
  ['10', 'Республика Карелия', 'Republic of Karelia', 'Северо-Западный'],
];

export interface AttributeDef extends Attribute {
  values: AttrValue[];
}

export interface Dictionaries {
  rooms: Room[];
  materials: Material[];
  buildings: Building[];
  objCategories: ObjCategory[];
  roomIdByKey: Map<string, number>;
  materialIdByKey: Map<string, number>;
  buildingIdByKey: Map<string, number>;
  cadExts: CadExt[];
  attributes: AttributeDef[];
  /** attr_value id -> attribute id, for the searchmodels attributes filter. */
  attributeOfValue: Map<number, number>;
  federalSubjects: FederalSubject[];
  /** The attr_value ids of the 'sapr' attribute, by software name. */
  saprValueByName: Map<string, AttrValue>;
  standardValues: AttrValue[];
  countryValues: AttrValue[];
  lodValues: AttrValue[];
  fireValues: AttrValue[];
}

export function buildDictionaries(): Dictionaries {
  const rooms = toItems(ROOMS, 1);
  const materials = toItems(MATERIALS, 1);
  const buildings = toItems(BUILDINGS, 1);
  const objCategories: ObjCategory[] = OBJ_CATEGORIES.map(([ru, en, keys], index) => ({
    id: index + 1,
    name: ru,
    name_en: en,
    buildings: keys.map((key) => buildings.byKey.get(key) ?? 0).filter((id) => id > 0),
  }));
  const cadExts: CadExt[] = CAD_FORMATS.map((format, index) => ({
    id: index + 1,
    ext: format.ext,
    name: format.name,
    sapr: format.sapr,
    // 3ds and max are offered only through /listcadext/all: the catalogue filter lists the BIM formats.
    is_filter: format.ext !== '3ds' && format.ext !== 'max',
  }));

  let nextValueId = 101;
  const attributeOfValue = new Map<number, number>();
  const makeAttribute = (id: number, code: string, name: string, nameEn: string, values: ReadonlyArray<readonly [string, string]>): AttributeDef => ({
    id,
    code,
    name,
    name_en: nameEn,
    values: values.map(([ru, en]) => {
      const valueId = nextValueId;
      nextValueId += 1;
      attributeOfValue.set(valueId, id);
      return { id: valueId, attribute_id: id, value: ru, value_en: en };
    }),
  });
  const standards = makeAttribute(1, 'bim_standarts', 'Стандарты', 'Standards', BIM_STANDARDS);
  const sapr = makeAttribute(2, 'sapr', 'САПР', 'CAD software', SAPR_VALUES.map(([ru, en]) => [ru, en] as const));
  const country = makeAttribute(3, 'country', 'Страна производства', 'Country of manufacture', COUNTRIES);
  const lod = makeAttribute(4, 'lod', 'Уровень проработки', 'Level of development', LOD_VALUES);
  const fire = makeAttribute(5, 'fire_class', 'Класс пожарной опасности', 'Fire hazard class', FIRE_CLASSES);
  const saprValueByName = new Map(sapr.values.map((value) => [value.value, value]));

  const federalSubjects: FederalSubject[] = FEDERAL_SUBJECTS_SOURCE.map(([code, ru, en, district], index) => ({
    id: index + 1,
    name: ru,
    name_en: en,
    code,
    federal_district: district,
  }));

  return {
    rooms: rooms.items.map(({ key: _key, ...item }) => item),
    materials: materials.items.map(({ key: _key, ...item }) => item),
    buildings: buildings.items.map(({ key: _key, ...item }) => item),
    objCategories,
    roomIdByKey: rooms.byKey,
    materialIdByKey: materials.byKey,
    buildingIdByKey: buildings.byKey,
    cadExts,
    attributes: [standards, sapr, country, lod, fire],
    attributeOfValue,
    federalSubjects,
    saprValueByName,
    standardValues: standards.values,
    countryValues: country.values,
    lodValues: lod.values,
    fireValues: fire.values,
  };
}
