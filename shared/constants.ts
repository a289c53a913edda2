// Every number and fixed value of spec §9, named once. Import from here; never repeat a literal.

// Advertising popup (spec §4, §9)
export const AD_ROTATION_MS = 600_000;
export const AD_DAILY_CLOSE_LIMIT = 2;
export const AD_TOTAL_CLOSE_LIMIT = 4;
export const AD_DAILY_RESET_MS = 24 * 60 * 60 * 1000;
export const AD_RECORD_TTL_MS = 15_778_800_000;
/** Local storage key of the ads records (spec §3 Local ads record, one per ad). */
export const AD_RECORDS_STORAGE_KEY = 'ads.records';

// Users and language
export const AGREEMENT_CUTOFF_DATE = '2024-04-16';
export const LANGUAGES = ['ru', 'en'] as const;
export const DEFAULT_LANGUAGE = 'ru';
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter that picks a language (spec §4); the page response then saves it in the cookie. */
export const LANGUAGE_QUERY = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 3 * 365 * 24 * 60 * 60;
export const ENGLISH_PATH_PREFIX = '/en';

// Timing
export const UPSTREAM_GET_TIMEOUT_MS = 15_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const PROGRESS_BAR_DELAY_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;
export const FETCH_MIN_DELAY_MS = 200;
/** Header search suggestions (issue 13; not in the spec): from 2 characters, after a 250 ms pause, 5 models and 3 manufacturers. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;
export const SEARCH_SUGGEST_MODELS = 5;
export const SEARCH_SUGGEST_MANUFACTURERS = 3;
export const CHAT_POLL_MS = 500;
export const CHAT_POLL_TRIES = 10;
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

// Layout
export const HEADER_HIDE_THRESHOLD_PX = 200;
export const HEADER_RESHOW_DELAY_MS = 1_000;
export const MOBILE_BREAKPOINT_PX = 960;
export const POPUP_WIDTH_PX = 392;

// Catalogue
export const MODELS_PAGE_SIZE = 48;
export const MODELS_PAGE_SIZE_MEDIUM = 40;
export const MODELS_MEDIUM_WIDTH_MIN_PX = 960;
export const MODELS_MEDIUM_WIDTH_MAX_PX = 1279;
export const FILTER_DEBOUNCE_MS = 1_000;
export const DEFAULT_CATALOGUE_SORT = 'popular';
export const DEFAULT_CATALOGUE_VIEW = 'card';
export const FILTER_LIST_SEPARATOR = '-';
export const FILTER_COUNT_KEYS = ['manufacturers', 'files', 'rooms', 'sapr', 'standards'] as const;

// Articles
export const ARTICLES_DEFAULT_LIMIT = 8;
export const READING_ROOM_PAGE_SIZE = 10;
export const READING_ROOM_DATE_OFFSET_SHIFT = 3;
export const ARTICLE_SEARCH_DEFAULT_LIMIT = 4;
export const ARTICLE_CATEGORY_ARTICLES = 7;
export const ARTICLE_CATEGORY_PLUGINS = 8;

// Manufacturers and companies
export const MANUFACTURERS_PAGE_SIZE = 30;
export const MANUFACTURERS_DEFAULT_SORT = 'sort_by_models';
export const VIP_LIST_SIZE = 150;
/** Ours: the deepest ranked prefix the manufacturer list asks for (spec §9's smallest company list limit). */
export const MANUFACTURERS_PREFIX_MAX = 9_999;
export const COMPANY_LIST_LIMITS = [9_999, 99_999, 999_999] as const;
export const TYPE_CLASS_LIST_LIMIT = 999;
export const SIMILAR_MODELS_LIMIT = 8;
export const COMPANY_MODELS_LIMIT = 8;
export const PARTNER_OFFERS_SIZE = 9_999;
export const POPULAR_MODELS_DEFAULT_LIMIT = 10;

// Quick tags
export const QUICK_TAGS_TRIM_ABOVE = 12;
export const QUICK_TAGS_SEED_WHEN_AT_MOST = 5;
export const QUICK_TAGS_SEED_PER_LIST = 2;
export const QUICK_TAGS_STORAGE_KEY = 'models.tags.list';
/** The names the quick-tag module uses for the same two numbers. */
export const QUICK_TAGS_MAX = QUICK_TAGS_TRIM_ABOVE;
export const QUICK_TAGS_SEED_THRESHOLD = QUICK_TAGS_SEED_WHEN_AT_MOST;

// Plugins, RSS
export const PLUGIN_DEFAULT_WEIGHT = 1;
export const PLUGIN_LOGO_SIZE = 100;

// Misc
export const AVATAR_STOCK_MIN = 1;
export const AVATAR_STOCK_MAX = 15;
export const COMMENTS_MAX = 10;
/**
 * Not in the spec: how long the BFF waits for the comments service before the block
 * says the comments cannot be shown. A widget below the article should not spin for
 * spec §9's full 15 s.
 */
export const COMMENTS_TIMEOUT_MS = 5_000;
/** Not in the spec: how far ahead of the viewport the comments start loading (IntersectionObserver rootMargin). */
export const COMMENTS_PRELOAD_MARGIN_PX = 600;
export const TRUNCATE_DEFAULT_LENGTH = 100;
/** Not in the spec: an article page's meta description, about what search engines show. */
export const ARTICLE_DESCRIPTION_LENGTH = 160;
export const SUPPORT_PHONE = '+7 (495) 150-00-85';
export const SUPPORT_PHONE_MOSCOW = '+7 (495) 150-00-86';
export const MONTHLY_REACH_DESIGNERS = 27_000;

// Request-a-model form (spec §1). Spec §5 says its bounds are 'not shown', so these are ours.
export const NEED_MODEL_DESCRIPTION_MIN = 10;
export const NEED_MODEL_DESCRIPTION_MAX = 5_000;
export const NEED_MODEL_LINKS_MAX = 2_000;
export const NEED_MODEL_NAME_MAX = 200;
export const NEED_MODEL_EMAIL_MAX = 200;
export const NEED_MODEL_COMPANY_MAX = 200;
/** A phone as typed (spaces, brackets, dashes included); its digits are bounded separately. */
export const NEED_MODEL_PHONE_MAX = 50;
export const NEED_MODEL_PHONE_DIGITS_MIN = 7;
/** E.164's longest number. */
export const NEED_MODEL_PHONE_DIGITS_MAX = 15;
export const NEED_MODEL_FILES_MAX = 50;
export const NEED_MODEL_MANUFACTURERS_MAX = 100;
/** Submissions per client IP per window (POST /api/need-model answers 429 past it). */
export const NEED_MODEL_RATE_LIMIT_MAX = 5;
export const NEED_MODEL_RATE_LIMIT_WINDOW_MS = 600_000;
/** Likes and dislikes per client IP per window (POST /api/likes). */
export const LIKE_RATE_LIMIT_MAX = 30;
export const LIKE_RATE_LIMIT_WINDOW_MS = 60_000;
/** Requests to any other /api route per client IP per window: a page view makes a few, a scraper thousands. */
export const API_RATE_LIMIT_MAX = 600;
export const API_RATE_LIMIT_WINDOW_MS = 60_000;
/**
 * Model files per user per window through the download door (ours; the spec has none):
 * a designer takes a few formats of a few models at a time, a scraper the whole library.
 */
export const DOWNLOAD_RATE_LIMIT_MAX = 60;
export const DOWNLOAD_RATE_LIMIT_WINDOW_MS = 600_000;
/** sessionStorage key prefix of the form's draft; the origin ('model' | 'catalogue') follows after a dot. */
export const NEED_MODEL_DRAFT_STORAGE_KEY = 'requestModel.draft';

// Model page
/** localStorage key of the device UUID sent with view logging and likes (spec §3 'analytics event'). */
export const DEVICE_UUID_STORAGE_KEY = 'device-uuid';
/** The analogue section starts loading when it comes this close to the viewport. */
export const ANALOGUES_ROOT_MARGIN = '600px 0px';

// Partnership request on the manufacturer page (spec §2 partnership tab; bounds ours).
export const PARTNERSHIP_NAME_MAX = 200;
export const PARTNERSHIP_EMAIL_MAX = 200;
export const PARTNERSHIP_COMPANY_MAX = 200;
export const PARTNERSHIP_MESSAGE_MIN = 10;
export const PARTNERSHIP_MESSAGE_MAX = 5_000;
/** Submissions per client IP per window (POST /api/manufacturers/:id/partnership answers 429 past it). */
export const PARTNERSHIP_RATE_LIMIT_MAX = 5;
export const PARTNERSHIP_RATE_LIMIT_WINDOW_MS = 600_000;
/** The automation webhook's name for partnership requests (spec §7 'webhook partnership send and get'). */
export const PARTNERSHIP_WEBHOOK_NAME = 'partnership';

// Open statistics (/statreport): ranked charts show the top of each list; the rest is in the upstream's answer only.
export const STATISTICS_RANK_LIMIT = 10;

// Support request form (spec §7 /omnidesk/create_ticket; payload and bounds not shown, so these are ours).
export const SUPPORT_EMAIL = 'support@bim-library.ru';
export const SUPPORT_NAME_MAX = 200;
export const SUPPORT_EMAIL_MAX = 200;
export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5_000;
/** Per client: a person writes to support a few times an hour; a script does not get further. */
export const SUPPORT_RATE_LIMIT_MAX = 5;
export const SUPPORT_RATE_LIMIT_WINDOW_MS = 3_600_000;
// Unsubscribe form: per client, so nobody unsubscribes a list of addresses.
export const UNSUBSCRIBE_RATE_LIMIT_MAX = 10;
export const UNSUBSCRIBE_RATE_LIMIT_WINDOW_MS = 3_600_000;

// Forms posted to their page without JavaScript (docs/decisions/0029); ours, the spec shows none.
/** A form's whole body (urlencoded or multipart): the longest form, the request form, is far below it. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/** Page posts per client IP per window: each renders a page, so a flood of them is capped before any form's own limit. */
export const PAGE_POST_RATE_LIMIT_MAX = 30;
export const PAGE_POST_RATE_LIMIT_WINDOW_MS = 60_000;
/** How long a sent form's result waits (a cookie) for the page its 303 leads to. */
export const FORM_RESULT_MAX_AGE_S = 60;

/** Sign-up (/validate, spec §4 §5): bounds of the name fields (ours; the spec shows none). */
export const REGISTRATION_NAME_MAX = 100;

/** Longest search text any search box sends (ours; the spec shows none): the catalogue's, the lists' and the header's. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * How long a list page's loader waits for a slow search before it sends the page without its
 * results, which the browser then asks for (issue 23 §5; the catalogue's first page). Searches
 * that answer within it, as nearly all do, come in the page as before.
 */
export const LIST_RESULTS_PAGE_WAIT_MS = 1_000;

/**
 * How long the model page's loader waits for a cold read of the model's IFC file (issue 24 §2)
 * before it renders the section as "being read"; the read goes on and the next view finds it.
 */
export const IFC_FACTS_PAGE_WAIT_MS = 1_000;
/** The longest wait a caller of GET /api/models/:id/ifc-facts may ask for (?wait=ms); also its default. */
export const IFC_FACTS_API_MAX_WAIT_MS = 8_000;
/** A catalogue card carries the "IFC filled" badge from this completeness of the file's standard property set (issue 24 §2). */
export const IFC_BADGE_MIN_PERCENT = 80;

/** Uploaded IDS files checked per client per window (issue 24 §3): each is parsed and run against a model's facts. */
export const IDS_UPLOAD_RATE_LIMIT_MAX = 20;
export const IDS_UPLOAD_RATE_LIMIT_WINDOW_MS = 60_000;

/** Models compared side by side at most (issue 24 §4); more ids in the address are cut to this many. */
export const COMPARE_MAX_MODELS = 4;
/** Where the browser keeps the visitor's comparison set (model ids, in the order they were added). */
export const COMPARE_STORAGE_KEY = 'compare.models';
