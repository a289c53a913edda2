// The category -> type -> class tree of building products and, per class, the words
// and sizes model names and dimensions are composed from. Sizes are millimetres
// (width, height, length/depth) and kilograms.

type Pair = readonly [ru: string, en: string];

export interface ClassSpec {
  ru: string;
  en: string;
  product: Pair;
  /** Series codes in Cyrillic capitals; the English name transliterates them. */
  series: readonly string[];
  suffixes: readonly Pair[];
  dims: readonly [wMin: number, wMax: number, hMin: number, hMax: number, lMin: number, lMax: number];
  kg: readonly [min: number, max: number];
  /** Round products carry a diameter instead of a width. */
  round?: boolean;
}

export interface TypeSpec {
  ru: string;
  en: string;
  classes: readonly ClassSpec[];
}

export interface CategorySpec {
  ru: string;
  en: string;
  rooms: readonly string[];
  materials: readonly string[];
  buildings: readonly string[];
  tags: readonly Pair[];
  about: Pair;
  /** Whether models of this category carry a fire hazard class attribute. */
  fire: boolean;
  types: readonly TypeSpec[];
}

const k = (
  ru: string,
  en: string,
  product: Pair,
  series: readonly string[],
  suffixes: readonly Pair[],
  dims: ClassSpec['dims'],
  kg: ClassSpec['kg'],
  round = false,
): ClassSpec => ({ ru, en, product, series, suffixes, dims, kg, round });

const ALL_PUBLIC = ['office', 'mall', 'hotel', 'hospital', 'school', 'kindergarten', 'sports', 'museum', 'restaurant', 'station', 'airport'];

export const TAXONOMY: readonly CategorySpec[] = [
  {
    ru: 'Двери',
    en: 'Doors',
    rooms: ['hall', 'corridor', 'office', 'stair', 'technical', 'living', 'bedroom', 'lobby', 'warehouse'],
    materials: ['steel', 'wood', 'mdf', 'glass', 'aluminium', 'mineralwool', 'tempered'],
    buildings: ['apartment', 'house', ...ALL_PUBLIC, 'warehouse', 'factory'],
    tags: [['двери', 'doors'], ['проём', 'opening'], ['фурнитура', 'hardware']],
    about: ['Полотно и коробка поставляются комплектом, фурнитура подбирается по каталогу производителя.', 'Leaf and frame are supplied as a set; hardware is selected from the manufacturer’s catalogue.'],
    fire: true,
    types: [
      {
        ru: 'Межкомнатные двери',
        en: 'Interior doors',
        classes: [
          k('Распашные межкомнатные двери', 'Swing interior doors', ['Дверь межкомнатная', 'Interior door'], ['ДМ', 'ДГ', 'ДО'], [['глухая', 'solid'], ['остеклённая', 'glazed'], ['с фрезеровкой', 'milled']], [600, 900, 2000, 2100, 40, 45], [18, 35]),
          k('Раздвижные двери', 'Sliding doors', ['Дверь раздвижная', 'Sliding door'], ['ДР', 'ДК'], [['купе', 'pocket'], ['двустворчатая', 'bi-parting']], [700, 1600, 2000, 2400, 40, 50], [20, 55]),
        ],
      },
      {
        ru: 'Противопожарные двери',
        en: 'Fire doors',
        classes: [
          k('Металлические противопожарные двери', 'Steel fire doors', ['Дверь противопожарная', 'Fire door'], ['ДПМ', 'ДПС', 'ДМП'], [['EI30', 'EI30'], ['EI60', 'EI60'], ['EI90', 'EI90']], [800, 1500, 2000, 2300, 60, 80], [45, 120]),
          k('Остеклённые противопожарные двери', 'Glazed fire doors', ['Дверь противопожарная остеклённая', 'Glazed fire door'], ['ДПО', 'ДАО'], [['EIW30', 'EIW30'], ['EIW60', 'EIW60']], [900, 1800, 2100, 2500, 70, 90], [70, 160]),
        ],
      },
      {
        ru: 'Входные двери',
        en: 'Entrance doors',
        classes: [
          k('Стальные входные двери', 'Steel entrance doors', ['Дверь входная стальная', 'Steel entrance door'], ['ДС', 'ДВ', 'ДСН'], [['с терморазрывом', 'thermally broken'], ['однопольная', 'single-leaf'], ['двупольная', 'double-leaf']], [860, 1300, 2050, 2100, 70, 100], [55, 110]),
          k('Автоматические двери', 'Automatic doors', ['Дверь автоматическая раздвижная', 'Automatic sliding door'], ['АД', 'АДТ'], [['телескопическая', 'telescopic'], ['радиусная', 'curved'], ['аварийная', 'break-out']], [1400, 3000, 2100, 2800, 150, 220], [90, 260]),
        ],
      },
      {
        ru: 'Ворота и рольставни',
        en: 'Gates and shutters',
        classes: [
          k('Секционные ворота', 'Sectional doors', ['Ворота секционные', 'Sectional door'], ['ВС', 'ВСП'], [['промышленные', 'industrial'], ['гаражные', 'garage'], ['с калиткой', 'with wicket door']], [2400, 6000, 2100, 5000, 40, 45], [120, 480]),
          k('Рольставни', 'Roller shutters', ['Рольставни', 'Roller shutter'], ['РС', 'РЗ'], [['алюминиевые', 'aluminium'], ['перфорированные', 'perforated']], [800, 4000, 1000, 3000, 55, 77], [20, 110]),
        ],
      },
    ],
  },
  {
    ru: 'Окна',
    en: 'Windows',
    rooms: ['living', 'bedroom', 'kitchen', 'kids', 'office', 'classroom', 'ward', 'stair'],
    materials: ['pvc', 'aluminium', 'wood', 'glass', 'tempered', 'steel'],
    buildings: ['apartment', 'house', 'office', 'hotel', 'hospital', 'school', 'kindergarten', 'museum'],
    tags: [['окна', 'windows'], ['остекление', 'glazing'], ['стеклопакет', 'doubleglazing']],
    about: ['Сопротивление теплопередаче подтверждено испытаниями, стеклопакет подбирается под климатический район.', 'Thermal transmittance is test-certified; the glazing unit is chosen for the climate zone.'],
    fire: false,
    types: [
      {
        ru: 'Окна ПВХ',
        en: 'PVC windows',
        classes: [
          k('Одностворчатые окна ПВХ', 'Single-sash PVC windows', ['Окно ПВХ одностворчатое', 'Single-sash PVC window'], ['ОП', 'ОПТ'], [['поворотно-откидное', 'tilt and turn'], ['глухое', 'fixed'], ['с микропроветриванием', 'with trickle vent']], [500, 900, 600, 1500, 70, 82], [18, 45]),
          k('Двустворчатые окна ПВХ', 'Double-sash PVC windows', ['Окно ПВХ двустворчатое', 'Double-sash PVC window'], ['ОПД', 'ОКД'], [['поворотно-откидное', 'tilt and turn'], ['со штульпом', 'with French mullion']], [1000, 1800, 1200, 1600, 70, 82], [35, 70]),
        ],
      },
      {
        ru: 'Алюминиевые окна',
        en: 'Aluminium windows',
        classes: [
          k('Тёплые алюминиевые окна', 'Thermally broken aluminium windows', ['Окно алюминиевое', 'Aluminium window'], ['ОА', 'ОАТ'], [['тёплое', 'thermal'], ['с терморазрывом', 'thermally broken']], [600, 2000, 900, 2400, 70, 90], [30, 95]),
          k('Раздвижные алюминиевые системы', 'Aluminium sliding systems', ['Система раздвижная алюминиевая', 'Aluminium sliding system'], ['СРА', 'ПСА'], [['подъёмно-сдвижная', 'lift and slide'], ['параллельно-сдвижная', 'tilt and slide']], [1800, 6000, 2100, 3000, 160, 240], [120, 400]),
        ],
      },
      {
        ru: 'Деревянные окна',
        en: 'Timber windows',
        classes: [
          k('Деревянные окна из клеёного бруса', 'Laminated timber windows', ['Окно деревянное', 'Timber window'], ['ОД', 'ОДЕ'], [['из сосны', 'pine'], ['из дуба', 'oak'], ['из лиственницы', 'larch']], [600, 1600, 900, 1800, 68, 92], [25, 80]),
        ],
      },
      {
        ru: 'Мансардные окна',
        en: 'Roof windows',
        classes: [
          k('Мансардные окна', 'Roof windows', ['Окно мансардное', 'Roof window'], ['ОМ', 'ОМВ'], [['среднеповоротное', 'centre-pivot'], ['с верхней ручкой', 'top-operated'], ['энергосберегающее', 'energy-efficient']], [550, 1340, 780, 1600, 200, 240], [14, 40]),
        ],
      },
    ],
  },
  {
    ru: 'Сантехника',
    en: 'Sanitary ware',
    rooms: ['bathroom', 'wc', 'kitchen', 'ward', 'gym'],
    materials: ['ceramic', 'acrylic', 'stainless', 'brass', 'glass', 'tempered', 'composite', 'stone'],
    buildings: ['apartment', 'house', 'hotel', 'hospital', 'school', 'kindergarten', 'sports', 'office', 'mall'],
    tags: [['сантехника', 'sanitary'], ['ванная', 'bathroom'], ['водоснабжение', 'watersupply']],
    about: ['Изделие соответствует требованиям к санитарно-техническим приборам, в комплект входит крепёж.', 'The product meets sanitary appliance requirements; fixings are included.'],
    fire: false,
    types: [
      {
        ru: 'Унитазы и инсталляции',
        en: 'WCs and frames',
        classes: [
          k('Подвесные унитазы', 'Wall-hung WCs', ['Унитаз подвесной', 'Wall-hung WC'], ['УП', 'УПБ'], [['безободковый', 'rimless'], ['с микролифтом', 'soft-close'], ['укороченный', 'compact']], [350, 380, 330, 420, 480, 560], [16, 26]),
          k('Напольные унитазы', 'Close-coupled WCs', ['Унитаз-компакт', 'Close-coupled WC'], ['УК', 'УКН'], [['с косым выпуском', 'angled outlet'], ['с горизонтальным выпуском', 'horizontal outlet']], [350, 400, 760, 820, 620, 700], [24, 38]),
          k('Инсталляции для унитаза', 'WC installation frames', ['Инсталляция для унитаза', 'WC installation frame'], ['ИУ', 'ИСУ'], [['с клавишей', 'with flush plate'], ['угловая', 'corner']], [500, 520, 1120, 1150, 120, 200], [12, 20]),
        ],
      },
      {
        ru: 'Раковины',
        en: 'Washbasins',
        classes: [
          k('Накладные раковины', 'Countertop washbasins', ['Раковина накладная', 'Countertop washbasin'], ['РН', 'РНК'], [['круглая', 'round'], ['прямоугольная', 'rectangular']], [400, 800, 120, 180, 350, 480], [6, 16]),
          k('Подвесные раковины', 'Wall-hung washbasins', ['Раковина подвесная', 'Wall-hung washbasin'], ['РП', 'РПМ'], [['с отверстием под смеситель', 'with tap hole'], ['для маломобильных групп', 'accessible']], [450, 700, 160, 200, 400, 560], [9, 20]),
        ],
      },
      {
        ru: 'Ванны и душевые',
        en: 'Baths and showers',
        classes: [
          k('Акриловые ванны', 'Acrylic baths', ['Ванна акриловая', 'Acrylic bath'], ['ВА', 'ВАП'], [['прямоугольная', 'rectangular'], ['асимметричная', 'asymmetric'], ['отдельностоящая', 'freestanding']], [700, 900, 550, 650, 1500, 1800], [22, 60]),
          k('Душевые поддоны', 'Shower trays', ['Душевой поддон', 'Shower tray'], ['ДП', 'ДПК'], [['из искусственного камня', 'cast stone'], ['низкий', 'low-profile']], [800, 1000, 30, 150, 800, 1400], [14, 55]),
          k('Душевые ограждения', 'Shower enclosures', ['Душевое ограждение', 'Shower enclosure'], ['ДО', 'ДОС'], [['раздвижное', 'sliding'], ['Walk-In', 'walk-in']], [800, 1200, 1900, 2000, 800, 1200], [30, 70]),
        ],
      },
      {
        ru: 'Смесители',
        en: 'Taps and mixers',
        classes: [
          k('Смесители для раковины', 'Basin mixers', ['Смеситель для раковины', 'Basin mixer'], ['СР', 'СМ'], [['однорычажный', 'single-lever'], ['сенсорный', 'touchless'], ['термостатический', 'thermostatic']], [45, 60, 150, 320, 110, 180], [1, 3]),
          k('Смесители для кухни', 'Kitchen mixers', ['Смеситель для кухни', 'Kitchen mixer'], ['СК', 'СКВ'], [['с выдвижной лейкой', 'pull-out spray'], ['с фильтром', 'with filter tap']], [50, 60, 250, 450, 180, 240], [1, 4]),
        ],
      },
    ],
  },
  {
    ru: 'Отопление, вентиляция и кондиционирование',
    en: 'Heating, ventilation and air conditioning',
    rooms: ['technical', 'boiler', 'office', 'living', 'bedroom', 'server', 'meeting', 'retail', 'warehouse'],
    materials: ['steel', 'aluminium', 'copper', 'stainless', 'polypropylene', 'composite'],
    buildings: ['apartment', 'house', ...ALL_PUBLIC, 'warehouse', 'factory'],
    tags: [['отопление', 'heating'], ['вентиляция', 'ventilation'], ['климат', 'climate'], ['энергоэффективность', 'efficiency']],
    about: ['Технические характеристики приведены для номинального режима, подключение — по паспорту изделия.', 'Ratings are given for nominal conditions; connect as shown in the product data sheet.'],
    fire: false,
    types: [
      {
        ru: 'Радиаторы и конвекторы',
        en: 'Radiators and convectors',
        classes: [
          k('Стальные панельные радиаторы', 'Steel panel radiators', ['Радиатор стальной панельный', 'Steel panel radiator'], ['РСП', 'РСВ'], [['тип 11', 'type 11'], ['тип 22', 'type 22'], ['тип 33', 'type 33'], ['с нижним подключением', 'bottom connection']], [400, 2000, 300, 900, 60, 160], [8, 60]),
          k('Биметаллические радиаторы', 'Bimetallic radiators', ['Радиатор биметаллический', 'Bimetallic radiator'], ['РБ', 'РБС'], [['8 секций', '8 sections'], ['10 секций', '10 sections'], ['12 секций', '12 sections']], [640, 960, 560, 580, 80, 100], [11, 22]),
          k('Внутрипольные конвекторы', 'Trench convectors', ['Конвектор внутрипольный', 'Trench convector'], ['КВ', 'КВВ'], [['с вентилятором', 'fan-assisted'], ['естественной конвекции', 'natural convection']], [200, 380, 80, 150, 800, 3000], [9, 45]),
        ],
      },
      {
        ru: 'Вентиляционное оборудование',
        en: 'Ventilation equipment',
        classes: [
          k('Приточно-вытяжные установки', 'Air handling units', ['Установка приточно-вытяжная', 'Air handling unit'], ['ПВУ', 'ПВР'], [['с роторным рекуператором', 'rotary heat recovery'], ['с пластинчатым рекуператором', 'plate heat recovery'], ['подвесная', 'ceiling-mounted']], [700, 2400, 400, 1800, 1200, 4500], [90, 900]),
          k('Вентиляционные решётки', 'Ventilation grilles', ['Решётка вентиляционная', 'Ventilation grille'], ['РВ', 'АМН'], [['двухрядная', 'double deflection'], ['щелевая', 'linear slot']], [200, 1200, 100, 600, 30, 60], [0.5, 6]),
          k('Канальные вентиляторы', 'Duct fans', ['Вентилятор канальный', 'In-line duct fan'], ['ВК', 'ВКК'], [['круглый', 'circular'], ['шумоизолированный', 'acoustic']], [160, 400, 160, 400, 250, 600], [3, 28], true),
          k('Потолочные диффузоры', 'Ceiling diffusers', ['Диффузор потолочный', 'Ceiling diffuser'], ['ДПУ', 'ДВ'], [['вихревой', 'swirl'], ['четырёхпоточный', 'four-way']], [300, 600, 50, 250, 300, 600], [1, 6]),
        ],
      },
      {
        ru: 'Кондиционирование',
        en: 'Air conditioning',
        classes: [
          k('Настенные сплит-системы', 'Wall-mounted split systems', ['Сплит-система настенная', 'Wall-mounted split system'], ['СН', 'СНИ'], [['инверторная', 'inverter'], ['on/off', 'on/off']], [700, 1100, 250, 330, 180, 260], [8, 16]),
          k('Кассетные кондиционеры', 'Cassette air conditioners', ['Кондиционер кассетный', 'Cassette air conditioner'], ['КК', 'ККИ'], [['четырёхпоточный', 'four-way'], ['компактный', 'compact']], [570, 950, 240, 300, 570, 950], [16, 30]),
          k('Фанкойлы', 'Fan coil units', ['Фанкойл', 'Fan coil unit'], ['ФК', 'ФКП'], [['канальный', 'ducted'], ['напольно-потолочный', 'floor and ceiling']], [700, 1400, 220, 600, 450, 700], [18, 60]),
        ],
      },
      {
        ru: 'Котлы и насосы',
        en: 'Boilers and pumps',
        classes: [
          k('Газовые настенные котлы', 'Wall-hung gas boilers', ['Котёл газовый настенный', 'Wall-hung gas boiler'], ['КГ', 'КГК'], [['двухконтурный', 'combi'], ['конденсационный', 'condensing'], ['одноконтурный', 'system']], [400, 450, 700, 760, 300, 360], [28, 45]),
          k('Циркуляционные насосы', 'Circulation pumps', ['Насос циркуляционный', 'Circulation pump'], ['НЦ', 'НЦИ'], [['с мокрым ротором', 'wet rotor'], ['сдвоенный', 'twin-head']], [110, 250, 130, 400, 180, 450], [2, 40]),
        ],
      },
    ],
  },
  {
    ru: 'Освещение',
    en: 'Lighting',
    rooms: ['office', 'meeting', 'corridor', 'retail', 'warehouse', 'parking', 'stair', 'classroom', 'ward', 'lobby', 'outdoor', 'living'],
    materials: ['aluminium', 'steel', 'polycarbonate', 'glass', 'acrylic', 'brass'],
    buildings: ['apartment', 'house', ...ALL_PUBLIC, 'warehouse', 'factory', 'parking'],
    tags: [['освещение', 'lighting'], ['светодиоды', 'led'], ['светильники', 'luminaires']],
    about: ['Светодиодный модуль с индексом цветопередачи не ниже 80, драйвер с коэффициентом пульсаций менее 5 %.', 'LED module with a colour rendering index of at least 80; driver flicker below 5 %.'],
    fire: false,
    types: [
      {
        ru: 'Внутреннее освещение',
        en: 'Indoor lighting',
        classes: [
          k('Потолочные светодиодные светильники', 'LED ceiling luminaires', ['Светильник светодиодный потолочный', 'LED ceiling luminaire'], ['СП', 'ДПО', 'ОФИС'], [['36 Вт', '36 W'], ['40 Вт', '40 W'], ['IP54', 'IP54'], ['с датчиком движения', 'with motion sensor']], [595, 1200, 40, 80, 180, 595], [1.5, 6]),
          k('Встраиваемые светильники', 'Recessed downlights', ['Светильник встраиваемый', 'Recessed downlight'], ['СВ', 'ДВО'], [['поворотный', 'adjustable'], ['влагозащищённый', 'damp-proof']], [90, 230, 50, 120, 90, 230], [0.3, 1.8], true),
          k('Трековые светильники', 'Track lights', ['Светильник трековый', 'Track light'], ['СТ', 'ТР'], [['однофазный', 'single-circuit'], ['магнитный', 'magnetic']], [60, 100, 120, 250, 60, 100], [0.4, 1.5]),
          k('Подвесные светильники', 'Pendant luminaires', ['Светильник подвесной', 'Pendant luminaire'], ['ПС', 'ЛП'], [['линейный', 'linear'], ['кольцевой', 'ring']], [60, 1200, 60, 1500, 60, 1800], [1.2, 9]),
        ],
      },
      {
        ru: 'Наружное освещение',
        en: 'Outdoor lighting',
        classes: [
          k('Уличные консольные светильники', 'Street lights', ['Светильник уличный консольный', 'Street light'], ['СУ', 'ДКУ'], [['100 Вт', '100 W'], ['150 Вт', '150 W'], ['с регулированием', 'dimmable']], [250, 350, 90, 140, 550, 800], [4, 11]),
          k('Светодиодные прожекторы', 'LED floodlights', ['Прожектор светодиодный', 'LED floodlight'], ['ПС', 'ДО'], [['50 Вт', '50 W'], ['200 Вт', '200 W']], [200, 450, 200, 400, 60, 120], [1.5, 9]),
          k('Ландшафтные светильники', 'Bollard lights', ['Светильник ландшафтный', 'Bollard light'], ['СЛ', 'БЛ'], [['столбик', 'bollard'], ['грунтовый', 'in-ground']], [100, 220, 300, 1000, 100, 220], [2, 12], true),
        ],
      },
      {
        ru: 'Аварийное освещение',
        en: 'Emergency lighting',
        classes: [
          k('Аварийные светильники', 'Emergency luminaires', ['Светильник аварийный', 'Emergency luminaire'], ['АС', 'СА'], [['«ВЫХОД»', '“EXIT”'], ['постоянного действия', 'maintained'], ['непостоянного действия', 'non-maintained']], [250, 400, 100, 200, 30, 60], [0.5, 2]),
        ],
      },
    ],
  },
  {
    ru: 'Мебель',
    en: 'Furniture',
    rooms: ['office', 'meeting', 'living', 'bedroom', 'kitchen', 'kids', 'lobby', 'classroom', 'restaurant', 'gym'],
    materials: ['chipboard', 'mdf', 'wood', 'steel', 'textile', 'glass', 'aluminium', 'stone'],
    buildings: ['apartment', 'house', 'office', 'hotel', 'school', 'kindergarten', 'restaurant', 'hospital', 'sports'],
    tags: [['мебель', 'furniture'], ['интерьер', 'interior']],
    about: ['Корпус выполнен из материалов класса эмиссии E1, кромка ПВХ 2 мм.', 'Carcass made of E1 emission class boards with 2 mm PVC edging.'],
    fire: false,
    types: [
      {
        ru: 'Офисная мебель',
        en: 'Office furniture',
        classes: [
          k('Письменные столы', 'Desks', ['Стол письменный', 'Desk'], ['СО', 'СП'], [['с тумбой', 'with pedestal'], ['регулируемый по высоте', 'height-adjustable']], [1200, 1800, 720, 760, 600, 800], [25, 60]),
          k('Офисные кресла', 'Office chairs', ['Кресло офисное', 'Office chair'], ['КО', 'КР'], [['с подголовником', 'with headrest'], ['сетчатое', 'mesh-back']], [600, 700, 1050, 1300, 600, 700], [12, 22]),
          k('Шкафы для документов', 'Filing cabinets', ['Шкаф для документов', 'Filing cabinet'], ['ШД', 'ШО'], [['со стеклом', 'glazed'], ['закрытый', 'closed']], [800, 900, 1900, 2100, 400, 450], [45, 80]),
          k('Переговорные столы', 'Conference tables', ['Стол переговорный', 'Conference table'], ['СПР', 'ПС'], [['на 8 мест', '8-seat'], ['на 12 мест', '12-seat']], [1000, 1400, 740, 760, 2400, 4800], [60, 140]),
        ],
      },
      {
        ru: 'Мебель для дома',
        en: 'Home furniture',
        classes: [
          k('Диваны', 'Sofas', ['Диван', 'Sofa'], ['ДН', 'ДУ'], [['прямой', 'straight'], ['угловой', 'corner'], ['раскладной', 'sofa bed']], [1800, 3200, 800, 950, 900, 1700], [55, 140]),
          k('Кровати', 'Beds', ['Кровать двуспальная', 'Double bed'], ['КД', 'КП'], [['с подъёмным механизмом', 'with lift-up storage'], ['с мягким изголовьем', 'upholstered headboard']], [1600, 2000, 900, 1200, 2050, 2200], [45, 110]),
          k('Обеденные столы', 'Dining tables', ['Стол обеденный', 'Dining table'], ['СТ', 'СОБ'], [['раздвижной', 'extending'], ['круглый', 'round']], [800, 1000, 750, 760, 1200, 2000], [22, 60]),
          k('Шкафы-купе', 'Sliding wardrobes', ['Шкаф-купе', 'Sliding wardrobe'], ['ШК', 'ШКЗ'], [['с зеркалом', 'mirrored'], ['двухдверный', 'two-door'], ['трёхдверный', 'three-door']], [1200, 2700, 2200, 2600, 450, 650], [90, 220]),
        ],
      },
      {
        ru: 'Кухонная мебель',
        en: 'Kitchen furniture',
        classes: [
          k('Напольные кухонные модули', 'Kitchen base units', ['Модуль кухонный напольный', 'Kitchen base unit'], ['МН', 'КН'], [['с ящиками', 'with drawers'], ['под мойку', 'sink unit']], [300, 900, 820, 870, 560, 600], [16, 45]),
          k('Навесные кухонные модули', 'Kitchen wall units', ['Модуль кухонный навесной', 'Kitchen wall unit'], ['МВ', 'КВ'], [['со стеклом', 'glazed'], ['с подъёмным фасадом', 'lift-up door']], [300, 900, 700, 920, 300, 350], [9, 26]),
        ],
      },
      {
        ru: 'Мебель для общественных пространств',
        en: 'Public space furniture',
        classes: [
          k('Стойки ресепшн', 'Reception desks', ['Стойка ресепшн', 'Reception desk'], ['СР', 'РЦ'], [['угловая', 'corner'], ['с подсветкой', 'illuminated']], [1600, 3600, 1050, 1150, 700, 1200], [70, 220]),
          k('Шкафчики для раздевалок', 'Lockers', ['Шкафчик для раздевалки', 'Locker'], ['ШР', 'ЛК'], [['двухсекционный', 'two-tier'], ['с кодовым замком', 'with combination lock']], [300, 800, 1800, 1850, 500, 500], [25, 70]),
        ],
      },
    ],
  },
  {
    ru: 'Фасадные системы',
    en: 'Facade systems',
    rooms: ['outdoor'],
    materials: ['aluminium', 'steel', 'fibrecement', 'porcelain', 'glass', 'composite', 'mineralwool', 'pir', 'stone'],
    buildings: ['apartment', 'office', 'mall', 'hotel', 'hospital', 'school', 'sports', 'warehouse', 'factory', 'station', 'airport'],
    tags: [['фасад', 'facade'], ['облицовка', 'cladding'], ['навесной', 'rainscreen']],
    about: ['Система имеет техническое свидетельство и расчёт на ветровые нагрузки для зданий высотой до 75 м.', 'The system holds a technical approval and wind load calculations for buildings up to 75 m high.'],
    fire: true,
    types: [
      {
        ru: 'Навесные вентилируемые фасады',
        en: 'Ventilated rainscreen facades',
        classes: [
          k('Фасадные кассеты', 'Facade cassettes', ['Кассета фасадная', 'Facade cassette'], ['КФ', 'КФА'], [['алюминиевая', 'aluminium'], ['стальная с полимерным покрытием', 'coated steel']], [500, 1200, 500, 3000, 20, 30], [3, 18]),
          k('Фиброцементные панели', 'Fibre cement panels', ['Панель фиброцементная', 'Fibre cement panel'], ['ФЦП', 'ФП'], [['гладкая', 'smooth'], ['под дерево', 'wood-grain']], [1200, 1200, 2500, 3600, 8, 12], [30, 70]),
          k('Фасадный керамогранит', 'Facade porcelain tiles', ['Плита керамогранитная фасадная', 'Facade porcelain tile'], ['КГФ', 'ПКГ'], [['600×600', '600×600'], ['600×1200', '600×1200']], [600, 600, 600, 1200, 10, 12], [8, 18]),
        ],
      },
      {
        ru: 'Светопрозрачные фасады',
        en: 'Curtain walls',
        classes: [
          k('Стоечно-ригельные системы', 'Stick curtain walls', ['Система стоечно-ригельная', 'Stick curtain wall'], ['СРС', 'СРФ'], [['с видимой стойкой', 'with visible mullion'], ['структурная', 'structural glazing']], [1200, 3000, 3000, 4200, 150, 250], [120, 380]),
          k('Модульные фасады', 'Unitised facades', ['Фасад модульный', 'Unitised curtain wall'], ['МФ', 'ЭФ'], [['с парапетной вставкой', 'with spandrel'], ['двойной', 'double-skin']], [1200, 1800, 3300, 4200, 180, 300], [180, 450]),
        ],
      },
      {
        ru: 'Сэндвич-панели',
        en: 'Sandwich panels',
        classes: [
          k('Стеновые сэндвич-панели', 'Wall sandwich panels', ['Сэндвич-панель стеновая', 'Wall sandwich panel'], ['СП', 'ПСМ'], [['с минватой', 'mineral wool core'], ['PIR', 'PIR core'], ['скрытого крепления', 'hidden fix']], [1000, 1190, 3000, 12000, 80, 200], [60, 420]),
        ],
      },
    ],
  },
  {
    ru: 'Кровля',
    en: 'Roofing',
    rooms: ['roof'],
    materials: ['steel', 'ceramic', 'bitumen', 'pvc', 'copper', 'aluminium', 'polypropylene'],
    buildings: ['apartment', 'house', 'office', 'mall', 'school', 'warehouse', 'factory', 'sports'],
    tags: [['кровля', 'roofing'], ['водосток', 'drainage'], ['гидроизоляция', 'waterproofing']],
    about: ['Монтаж по альбому технических решений производителя, гарантия на покрытие до 25 лет.', 'Install according to the manufacturer’s details; coating warranty up to 25 years.'],
    fire: true,
    types: [
      {
        ru: 'Скатная кровля',
        en: 'Pitched roofing',
        classes: [
          k('Металлочерепица', 'Metal roof tiles', ['Металлочерепица', 'Metal roof tile'], ['МЧ', 'МЧК'], [['Монтеррей', 'Monterrey'], ['Каскад', 'Cascade'], ['с покрытием Пурал', 'Pural-coated']], [1190, 1190, 39, 50, 500, 8000], [4, 40]),
          k('Керамическая черепица', 'Clay roof tiles', ['Черепица керамическая', 'Clay roof tile'], ['ЧК', 'ЧКЛ'], [['ангобированная', 'engobed'], ['глазурованная', 'glazed']], [280, 320, 20, 60, 430, 470], [3, 5]),
          k('Фальцевые панели', 'Standing seam panels', ['Панель фальцевая', 'Standing seam panel'], ['ФК', 'ФП'], [['кликфальц', 'click-seam'], ['двойной стоячий фальц', 'double standing seam']], [500, 560, 25, 38, 1000, 6000], [3, 28]),
        ],
      },
      {
        ru: 'Плоская кровля',
        en: 'Flat roofing',
        classes: [
          k('Кровельные воронки', 'Roof drains', ['Воронка кровельная', 'Roof drain'], ['ВК', 'ВКО'], [['с обогревом', 'heated'], ['парапетная', 'parapet']], [110, 160, 300, 500, 110, 160], [1, 4], true),
          k('Кровельные аэраторы', 'Roof vents', ['Аэратор кровельный', 'Roof vent'], ['АК', 'АКР'], [['для мягкой кровли', 'for membrane roofs'], ['с колпаком', 'capped']], [110, 160, 300, 450, 110, 160], [0.4, 1.2], true),
        ],
      },
      {
        ru: 'Водосточные системы',
        en: 'Rainwater systems',
        classes: [
          k('Водосточные желоба', 'Gutters', ['Желоб водосточный', 'Gutter'], ['ЖВ', 'ЖП'], [['металлический', 'steel'], ['ПВХ', 'PVC']], [120, 150, 75, 100, 3000, 4000], [2, 6]),
          k('Водосточные трубы', 'Downpipes', ['Труба водосточная', 'Downpipe'], ['ТВ', 'ТВК'], [['круглая', 'round'], ['прямоугольная', 'rectangular']], [90, 120, 1000, 3000, 90, 120], [1.5, 6], true),
        ],
      },
    ],
  },
  {
    ru: 'Изоляционные материалы',
    en: 'Insulation',
    rooms: ['technical', 'roof', 'outdoor', 'living', 'office'],
    materials: ['mineralwool', 'xps', 'pir', 'bitumen', 'composite'],
    buildings: ['apartment', 'house', 'office', 'warehouse', 'factory', 'school', 'hospital'],
    tags: [['утеплитель', 'insulation'], ['теплоизоляция', 'thermal'], ['звукоизоляция', 'acoustic']],
    about: ['Теплопроводность λ и группа горючести подтверждены протоколами испытаний.', 'Thermal conductivity λ and combustibility group are confirmed by test reports.'],
    fire: true,
    types: [
      {
        ru: 'Минераловатная изоляция',
        en: 'Mineral wool insulation',
        classes: [
          k('Теплоизоляционные плиты', 'Insulation slabs', ['Плита теплоизоляционная минераловатная', 'Mineral wool insulation slab'], ['ТМ', 'ЛБ', 'ФБ'], [['Лайт', 'Light'], ['Фасад', 'Facade'], ['Руф', 'Roof']], [600, 600, 50, 200, 1000, 1200], [1.5, 12]),
          k('Цилиндры теплоизоляционные', 'Pipe sections', ['Цилиндр минераловатный', 'Mineral wool pipe section'], ['ЦМ', 'ЦК'], [['кашированный фольгой', 'foil-faced'], ['без покрытия', 'unfaced']], [18, 273, 20, 100, 1000, 1000], [0.3, 6], true),
        ],
      },
      {
        ru: 'Полимерная изоляция',
        en: 'Polymer insulation',
        classes: [
          k('Плиты XPS', 'XPS boards', ['Плита XPS', 'XPS board'], ['XPS', 'ЭП'], [['Стандарт', 'Standard'], ['Фундамент', 'Foundation'], ['с уклоном', 'tapered']], [580, 600, 20, 150, 1180, 1200], [0.5, 3.5]),
          k('Плиты PIR', 'PIR boards', ['Плита PIR', 'PIR board'], ['PIR', 'ПИР'], [['с фольгой', 'foil-faced'], ['со стеклохолстом', 'glass-fleece-faced']], [1185, 1200, 30, 150, 2385, 2400], [2, 10]),
        ],
      },
      {
        ru: 'Звукоизоляция',
        en: 'Acoustic insulation',
        classes: [
          k('Звукоизоляционные панели', 'Acoustic panels', ['Панель звукоизоляционная', 'Acoustic panel'], ['ЗП', 'АП'], [['для стен', 'wall'], ['для потолков', 'ceiling']], [600, 1200, 12, 50, 1200, 2500], [5, 30]),
        ],
      },
    ],
  },
  {
    ru: 'Лифты и эскалаторы',
    en: 'Lifts and escalators',
    rooms: ['lobby', 'stair', 'parking', 'retail', 'ward'],
    materials: ['steel', 'stainless', 'glass', 'aluminium'],
    buildings: ['apartment', 'office', 'mall', 'hotel', 'hospital', 'station', 'airport', 'parking', 'sports'],
    tags: [['лифты', 'lifts'], ['вертикальный', 'vertical'], ['доступность', 'accessibility']],
    about: ['Оборудование соответствует ТР ТС 011/2011, шахта рассчитывается по строительному заданию производителя.', 'Equipment complies with TR CU 011/2011; the shaft is sized from the manufacturer’s building brief.'],
    fire: false,
    types: [
      {
        ru: 'Пассажирские лифты',
        en: 'Passenger lifts',
        classes: [
          k('Лифты без машинного помещения', 'Machine-room-less lifts', ['Лифт пассажирский', 'Passenger lift'], ['ЛП', 'ЛПМ'], [['400 кг', '400 kg'], ['630 кг', '630 kg'], ['1000 кг', '1000 kg']], [1600, 2400, 2400, 2600, 1700, 2700], [3500, 6500]),
          k('Панорамные лифты', 'Panoramic lifts', ['Лифт панорамный', 'Panoramic lift'], ['ЛПН', 'ЛО'], [['с остеклённой кабиной', 'glass car'], ['круглый', 'round car']], [1800, 2600, 2400, 2700, 1800, 2600], [4000, 7500]),
        ],
      },
      {
        ru: 'Грузовые и больничные лифты',
        en: 'Goods and bed lifts',
        classes: [
          k('Грузовые лифты', 'Goods lifts', ['Лифт грузовой', 'Goods lift'], ['ЛГ', 'ЛГП'], [['2000 кг', '2000 kg'], ['3200 кг', '3200 kg'], ['5000 кг', '5000 kg']], [2400, 3600, 2600, 3000, 3000, 4200], [6000, 12000]),
          k('Больничные лифты', 'Bed lifts', ['Лифт больничный', 'Bed lift'], ['ЛБ', 'ЛМ'], [['1600 кг', '1600 kg'], ['2500 кг', '2500 kg']], [2000, 2600, 2500, 2700, 2800, 3200], [5500, 9000]),
        ],
      },
      {
        ru: 'Эскалаторы и траволаторы',
        en: 'Escalators and moving walks',
        classes: [
          k('Эскалаторы', 'Escalators', ['Эскалатор', 'Escalator'], ['ЭС', 'ЭТ'], [['30°', '30°'], ['35°', '35°'], ['для метрополитена', 'heavy-duty transit']], [1400, 1650, 3500, 9000, 9000, 22000], [6000, 14000]),
          k('Траволаторы', 'Moving walks', ['Траволатор', 'Moving walk'], ['ТР', 'ДП'], [['горизонтальный', 'horizontal'], ['наклонный 12°', 'inclined 12°']], [1400, 1700, 1000, 3500, 10000, 60000], [5000, 20000]),
        ],
      },
      {
        ru: 'Подъёмные платформы',
        en: 'Platform lifts',
        classes: [
          k('Подъёмники для маломобильных групп', 'Platform lifts for disabled people', ['Подъёмник для маломобильных групп', 'Accessible platform lift'], ['ПМ', 'ПВ'], [['вертикальный', 'vertical'], ['наклонный', 'stair lift']], [1000, 1600, 2000, 3000, 1400, 1800], [300, 900]),
        ],
      },
    ],
  },
  {
    ru: 'Электрооборудование и слаботочные системы',
    en: 'Electrical and low-voltage systems',
    rooms: ['office', 'living', 'bedroom', 'kitchen', 'corridor', 'technical', 'server', 'ward', 'classroom'],
    materials: ['polycarbonate', 'steel', 'aluminium', 'brass', 'composite'],
    buildings: ['apartment', 'house', ...ALL_PUBLIC, 'warehouse', 'factory'],
    tags: [['электрика', 'electrical'], ['безопасность', 'safety'], ['автоматика', 'automation']],
    about: ['Изделие сертифицировано по ТР ТС 004/2011 и ТР ТС 020/2011.', 'Certified to TR CU 004/2011 and TR CU 020/2011.'],
    fire: false,
    types: [
      {
        ru: 'Электроустановочные изделия',
        en: 'Wiring accessories',
        classes: [
          k('Розетки', 'Socket outlets', ['Розетка', 'Socket outlet'], ['РЗ', 'РС'], [['с заземлением', 'earthed'], ['с USB', 'with USB'], ['влагозащищённая IP44', 'IP44 weatherproof']], [71, 86, 71, 86, 35, 45], [0.08, 0.2]),
          k('Выключатели', 'Light switches', ['Выключатель', 'Light switch'], ['ВК', 'ВД'], [['одноклавишный', 'one-gang'], ['двухклавишный', 'two-gang'], ['с подсветкой', 'illuminated']], [71, 86, 71, 86, 30, 40], [0.06, 0.15]),
        ],
      },
      {
        ru: 'Распределительные щиты',
        en: 'Distribution boards',
        classes: [
          k('Щиты распределительные', 'Distribution boards', ['Щит распределительный', 'Distribution board'], ['ЩР', 'ЩРН', 'ЩРВ'], [['навесной', 'surface-mounted'], ['встраиваемый', 'flush-mounted'], ['IP54', 'IP54']], [300, 800, 400, 1800, 120, 250], [5, 60]),
        ],
      },
      {
        ru: 'Пожарная сигнализация',
        en: 'Fire alarm systems',
        classes: [
          k('Дымовые пожарные извещатели', 'Smoke detectors', ['Извещатель пожарный дымовой', 'Optical smoke detector'], ['ИП', 'ИПД'], [['адресный', 'addressable'], ['радиоканальный', 'wireless']], [90, 110, 45, 60, 90, 110], [0.1, 0.3], true),
          k('Оповещатели', 'Sounders and beacons', ['Оповещатель свето-звуковой', 'Sounder beacon'], ['ОП', 'ОПС'], [['настенный', 'wall-mounted'], ['потолочный', 'ceiling-mounted']], [90, 150, 90, 150, 40, 70], [0.1, 0.4]),
        ],
      },
    ],
  },
  {
    ru: 'Отделочные материалы и перегородки',
    en: 'Finishes and partitions',
    rooms: ['office', 'living', 'bedroom', 'kitchen', 'corridor', 'lobby', 'retail', 'classroom', 'ward', 'restaurant', 'bathroom'],
    materials: ['porcelain', 'lvt', 'wood', 'plasterboard', 'glass', 'tempered', 'aluminium', 'steel', 'mineralwool', 'stone'],
    buildings: ['apartment', 'house', ...ALL_PUBLIC],
    tags: [['отделка', 'finishes'], ['полы', 'flooring'], ['потолки', 'ceilings'], ['перегородки', 'partitions']],
    about: ['Материал имеет сертификаты пожарной безопасности и гигиенические заключения.', 'The material holds fire safety certificates and hygiene approvals.'],
    fire: true,
    types: [
      {
        ru: 'Напольные покрытия',
        en: 'Floor coverings',
        classes: [
          k('Ламинат', 'Laminate flooring', ['Ламинат', 'Laminate flooring'], ['ЛМ', 'ЛК'], [['33 класс', 'class 33'], ['34 класс', 'class 34'], ['влагостойкий', 'water-resistant']], [190, 245, 8, 12, 1200, 1380], [1.5, 3]),
          k('Кварцвиниловая плитка', 'Luxury vinyl tiles', ['Плитка кварцвиниловая', 'Luxury vinyl tile'], ['КВ', 'SPC'], [['замковая', 'click'], ['клеевая', 'glue-down']], [180, 230, 2, 6, 1220, 1520], [0.6, 1.8]),
          k('Керамогранит напольный', 'Porcelain floor tiles', ['Керамогранит напольный', 'Porcelain floor tile'], ['КГ', 'КГН'], [['матовый', 'matt'], ['полированный', 'polished'], ['противоскользящий R11', 'anti-slip R11']], [300, 1200, 8, 11, 300, 1200], [2, 28]),
          k('Паркетная доска', 'Engineered wood flooring', ['Паркетная доска', 'Engineered wood flooring'], ['ПД', 'ПДД'], [['дуб', 'oak'], ['ясень', 'ash']], [130, 220, 14, 15, 1800, 2200], [3, 6]),
        ],
      },
      {
        ru: 'Подвесные потолки',
        en: 'Suspended ceilings',
        classes: [
          k('Кассетные потолки', 'Ceiling tiles', ['Потолок подвесной кассетный', 'Suspended ceiling tile'], ['ППК', 'АК'], [['акустический', 'acoustic'], ['металлический', 'metal']], [600, 600, 15, 25, 600, 1200], [0.8, 4]),
          k('Реечные потолки', 'Linear ceilings', ['Потолок реечный', 'Linear ceiling'], ['ПР', 'ПРА'], [['открытый', 'open'], ['закрытый', 'closed']], [84, 200, 16, 40, 3000, 6000], [1, 4]),
        ],
      },
      {
        ru: 'Перегородки',
        en: 'Partitions',
        classes: [
          k('Стеклянные перегородки', 'Glass partitions', ['Перегородка стеклянная', 'Glass partition'], ['ПС', 'ПСО'], [['цельностеклянная', 'frameless'], ['с двойным остеклением', 'double-glazed']], [1000, 6000, 2400, 3500, 50, 110], [60, 400]),
          k('Каркасно-обшивные перегородки', 'Plasterboard partitions', ['Перегородка каркасно-обшивная', 'Plasterboard partition system'], ['ГКП', 'С111'], [['однослойная', 'single-layer'], ['двухслойная', 'double-layer'], ['влагостойкая', 'moisture-resistant']], [1200, 6000, 2500, 4000, 75, 150], [40, 300]),
        ],
      },
    ],
  },
  {
    ru: 'Благоустройство',
    en: 'Landscaping',
    rooms: ['outdoor'],
    materials: ['concrete', 'wood', 'steel', 'stone', 'polypropylene', 'composite'],
    buildings: ['apartment', 'school', 'kindergarten', 'mall', 'sports', 'station', 'museum'],
    tags: [['благоустройство', 'landscaping'], ['двор', 'courtyard'], ['улица', 'street']],
    about: ['Изделие рассчитано на круглогодичную эксплуатацию, антивандальное исполнение.', 'Designed for year-round outdoor use; vandal-resistant design.'],
    fire: false,
    types: [
      {
        ru: 'Малые архитектурные формы',
        en: 'Street furniture',
        classes: [
          k('Парковые скамейки', 'Park benches', ['Скамейка парковая', 'Park bench'], ['СК', 'СПК'], [['со спинкой', 'with backrest'], ['без спинки', 'backless']], [1500, 2200, 420, 850, 450, 700], [40, 160]),
          k('Урны', 'Litter bins', ['Урна уличная', 'Litter bin'], ['УР', 'УУ'], [['с раздельным сбором', 'recycling'], ['опрокидывающаяся', 'tilting']], [350, 600, 700, 1000, 350, 600], [12, 60]),
          k('Велопарковки', 'Bike racks', ['Велопарковка', 'Bike rack'], ['ВП', 'ВЛ'], [['на 5 мест', '5-bike'], ['на 10 мест', '10-bike']], [1500, 3500, 700, 900, 400, 600], [20, 80]),
        ],
      },
      {
        ru: 'Детские площадки',
        en: 'Playgrounds',
        classes: [
          k('Игровые комплексы', 'Play structures', ['Игровой комплекс', 'Play structure'], ['ИК', 'ДИК'], [['с горкой', 'with slide'], ['для детей 3–7 лет', 'ages 3–7']], [3000, 9000, 2500, 4500, 3000, 9000], [250, 1200]),
          k('Качели', 'Swings', ['Качели', 'Swing'], ['КЧ', 'КГ'], [['двойные', 'double'], ['гнездо', 'nest']], [1800, 3600, 2000, 2500, 1500, 2000], [60, 250]),
        ],
      },
      {
        ru: 'Дорожные покрытия',
        en: 'Paving',
        classes: [
          k('Тротуарная плитка', 'Paving slabs', ['Плитка тротуарная', 'Paving slab'], ['ПТ', 'ТП'], [['вибропрессованная', 'vibro-pressed'], ['гранитная', 'granite']], [100, 600, 60, 80, 200, 600], [3, 50]),
          k('Бордюрные камни', 'Kerbs', ['Камень бордюрный', 'Kerb'], ['БР', 'БК'], [['дорожный', 'road'], ['садовый', 'garden']], [80, 150, 200, 300, 1000, 1000], [20, 100]),
        ],
      },
    ],
  },
];
