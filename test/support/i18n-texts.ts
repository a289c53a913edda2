// Every UI text of both languages as one i18next JSON v4 tree per language: the common
// texts (shared/i18n/locales) plus each page's own texts (shared/i18n/texts) under the
// prefix its code registers them with (client/app/i18n/i18n.ts registerTexts). The app never
// needs them merged; tests do, to check keys and render components in one go.
import type { Language } from '#shared/domain/language.ts';
import { ru as ruCommon } from '#shared/i18n/locales/ru.ts';
import { en as enCommon } from '#shared/i18n/locales/en.ts';
import { businessPageTexts } from '#shared/i18n/texts/business-page.ts';
import { catalogueTexts } from '#shared/i18n/texts/catalogue.ts';
import { manufacturersTexts } from '#shared/i18n/texts/manufacturers.ts';
import { manufacturerPageTexts } from '#shared/i18n/texts/manufacturer-page.ts';
import { manufacturerPartnershipTexts } from '#shared/i18n/texts/manufacturer-partnership.ts';
import { modelPageTexts } from '#shared/i18n/texts/model-page.ts';
import { agreementTexts } from '#shared/i18n/texts/agreement.ts';
import { validateTexts } from '#shared/i18n/texts/validate.ts';
import { requestModelTexts } from '#shared/i18n/texts/request-model.ts';
import { likesTexts } from '#shared/i18n/texts/likes.ts';
import { readingRoomTexts } from '#shared/i18n/texts/reading-room.ts';
import { pluginTexts } from '#shared/i18n/texts/plugins.ts';
import { statreportTexts } from '#shared/i18n/texts/statreport.ts';
import { contentAboutTexts } from '#shared/i18n/texts/content-about.ts';
import { contentServicesTexts } from '#shared/i18n/texts/content-services.ts';
import { contentGispTexts } from '#shared/i18n/texts/content-gisp.ts';
import { contentPartnershipTexts } from '#shared/i18n/texts/content-partnership.ts';
import { contentPartnersTexts } from '#shared/i18n/texts/content-partners.ts';
import { supportFormTexts } from '#shared/i18n/texts/support-form.ts';
import { mailingPagesTexts } from '#shared/i18n/texts/mailing-pages.ts';
import { headerSearchTexts } from '#shared/i18n/texts/header-search.ts';
import { adPopupTexts } from '#shared/i18n/texts/ad-popup.ts';
import { adBannersTexts } from '#shared/i18n/texts/ad-banners.ts';
import { articleCommentsTexts } from '#shared/i18n/texts/article-comments.ts';
import { articleCommentListTexts } from '#shared/i18n/texts/article-comment-list.ts';
import { footerTexts } from '#shared/i18n/texts/footer.ts';
import { accountTexts } from '#shared/i18n/texts/account.ts';
import { cookieNoticeTexts } from '#shared/i18n/texts/cookie-notice.ts';
import { socialLinksTexts } from '#shared/i18n/texts/social-links.ts';
import { mobileMenuTexts } from '#shared/i18n/texts/mobile-menu.ts';
import { formTexts } from '#shared/i18n/texts/form.ts';
import { formPostTexts } from '#shared/i18n/texts/form-post.ts';
import { createTranslator, type Translator } from '#shared/i18n/translator.ts';
import { formatNumber, INTL_LOCALES } from '#shared/i18n/format.ts';

/** Page-only texts by the prefix their code registers them under. */
export const AREA_TEXTS = {
  businessPage: businessPageTexts,
  catalogue: catalogueTexts,
  manufacturers: manufacturersTexts,
  manufacturer: manufacturerPageTexts,
  manufacturerPartnership: manufacturerPartnershipTexts,
  modelPage: modelPageTexts,
  requestModel: requestModelTexts,
  likes: likesTexts,
  readingRoom: readingRoomTexts,
  plugins: pluginTexts,
  statreport: statreportTexts,
  'content.about': contentAboutTexts,
  'content.services': contentServicesTexts,
  'content.gisp': contentGispTexts,
  'content.partnership': contentPartnershipTexts,
  'content.partners': contentPartnersTexts,
  supportForm: supportFormTexts,
  mailing: mailingPagesTexts,
  validate: validateTexts,
  agreement: agreementTexts,
  headerSearch: headerSearchTexts,
  adPopup: adPopupTexts,
  adBanners: adBannersTexts,
  articleComments: articleCommentsTexts,
  articleCommentList: articleCommentListTexts,
  footer: footerTexts,
  account: accountTexts,
  cookie: cookieNoticeTexts,
  social: socialLinksTexts,
  menu: mobileMenuTexts,
  form: formTexts,
  // Not registered in the browser: the server's page for a refused form post (server/routes/page-posts.ts).
  formPost: formPostTexts,
} as const;

function withAreas<T extends object>(common: T, lang: Language) {
  return {
    ...common,
    businessPage: AREA_TEXTS.businessPage[lang],
    catalogue: AREA_TEXTS.catalogue[lang],
    manufacturers: AREA_TEXTS.manufacturers[lang],
    manufacturer: AREA_TEXTS.manufacturer[lang],
    manufacturerPartnership: AREA_TEXTS.manufacturerPartnership[lang],
    modelPage: AREA_TEXTS.modelPage[lang],
    requestModel: AREA_TEXTS.requestModel[lang],
    likes: AREA_TEXTS.likes[lang],
    readingRoom: AREA_TEXTS.readingRoom[lang],
    plugins: AREA_TEXTS.plugins[lang],
    statreport: AREA_TEXTS.statreport[lang],
    content: {
      about: AREA_TEXTS['content.about'][lang],
      services: AREA_TEXTS['content.services'][lang],
      gisp: AREA_TEXTS['content.gisp'][lang],
      partnership: AREA_TEXTS['content.partnership'][lang],
      partners: AREA_TEXTS['content.partners'][lang],
    },
    supportForm: AREA_TEXTS.supportForm[lang],
    mailing: AREA_TEXTS.mailing[lang],
    validate: AREA_TEXTS.validate[lang],
    agreement: AREA_TEXTS.agreement[lang],
    headerSearch: AREA_TEXTS.headerSearch[lang],
    adPopup: AREA_TEXTS.adPopup[lang],
    adBanners: AREA_TEXTS.adBanners[lang],
    articleComments: AREA_TEXTS.articleComments[lang],
    articleCommentList: AREA_TEXTS.articleCommentList[lang],
    footer: AREA_TEXTS.footer[lang],
    account: AREA_TEXTS.account[lang],
    cookie: AREA_TEXTS.cookie[lang],
    social: AREA_TEXTS.social[lang],
    menu: AREA_TEXTS.menu[lang],
    form: AREA_TEXTS.form[lang],
    formPost: AREA_TEXTS.formPost[lang],
  };
}

export const TEXTS = { ru: withAreas(ruCommon, 'ru'), en: withAreas(enCommon, 'en') } as const;

/** Page ids with a pages.<id>.title and pages.<id>.description text. */
export type PageTextId = keyof typeof ruCommon.pages;
export const PAGE_TEXT_IDS = Object.keys(ruCommon.pages) as PageTextId[];

/** The compiled translator over every text of a language, as the app has it once a page's code has loaded. */
export function createI18n(lang: Language): Translator {
  return createTranslator(lang, INTL_LOCALES[lang], TEXTS[lang], (n) => formatNumber(lang, n));
}
