// Static types of the DTO schemas: what ApiPort methods return and /api routes send.
import type { Static } from 'typebox';
import type * as S from './schemas.ts';
import type * as C from './content-schemas.ts';
import type * as I from './ifc-schemas.ts';

export type OptionDto = Static<typeof S.OptionSchema>;
export type SessionUserDto = Static<typeof S.SessionUserSchema>;
export type SessionViewDto = Static<typeof S.SessionViewSchema>;
export type AgreementDto = Static<typeof S.AgreementSchema>;
export type SetAgreementInput = Static<typeof S.SetAgreementBodySchema>;

export type ModelCardDto = Static<typeof S.ModelCardSchema>;
export type CountersDto = Static<typeof S.CountersSchema>;
export type HomePageDto = Static<typeof S.HomePageSchema>;
export type VipCompanyDto = Static<typeof S.VipCompanySchema>;
export type CatalogueSearchDto = Static<typeof S.CatalogueSearchSchema>;
export type CatalogueAttributeGroupDto = Static<typeof S.CatalogueAttributeGroupSchema>;
export type CatalogueFacetsDto = Static<typeof S.CatalogueFacetsSchema>;
export type CatalogueDto = Static<typeof S.CatalogueSchema>;
export type ModelFileDto = Static<typeof S.ModelFileSchema>;
export type VideoDto = Static<typeof S.VideoSchema>;
export type Viewer3dDto = Static<typeof S.Viewer3dSchema>;
export type ModelDetailDto = Static<typeof S.ModelDetailSchema>;
export type CompanyCardDto = Static<typeof S.CompanyCardSchema>;
export type ModelPageDto = Static<typeof S.ModelPageSchema>;
export type AnaloguesDto = Static<typeof S.AnaloguesSchema>;

export type ManufacturerSort = Static<typeof S.ManufacturerSortSchema>;
export type ManufacturerCardDto = Static<typeof S.ManufacturerCardSchema>;
export type ManufacturerListItemDto = Static<typeof S.ManufacturerListItemSchema>;
export type ManufacturersDto = Static<typeof S.ManufacturersSchema>;
export type TariffGatesDto = Static<typeof S.TariffGatesSchema>;
export type ManufacturerPageDto = Static<typeof S.ManufacturerPageSchema>;

export type ArticleSort = Static<typeof S.ArticleSortSchema>;
export type ArticleCardDto = Static<typeof S.ArticleCardSchema>;
export type ArticlesDto = Static<typeof S.ArticlesSchema>;
export type ArticleDto = Static<typeof S.ArticleSchema>;
export type ArticleCommentDto = Static<typeof S.ArticleCommentSchema>;
export type ArticleCommentsDto = Static<typeof S.ArticleCommentsSchema>;
export type PluginCardDto = Static<typeof S.PluginCardSchema>;
export type CompanyVideoDto = Static<typeof S.CompanyVideoSchema>;
export type PartnershipDto = Static<typeof S.PartnershipSchema>;
export type PluginsDto = Static<typeof S.PluginsSchema>;
export type PluginPageDto = Static<typeof S.PluginPageSchema>;
export type PluginPageItemDto = PluginPageDto['items'][number];
export type PluginFactDto = Static<typeof S.PluginFactSchema>;
export type PluginChangeDto = Static<typeof S.PluginChangeSchema>;
export type PluginProductDto = Static<typeof S.PluginProductSchema>;
export type CasesDto = Static<typeof S.CasesSchema>;
export type PartnerOfferDto = Static<typeof S.PartnerOfferSchema>;
export type PartnersDto = Static<typeof S.PartnersSchema>;

export type StatisticsDto = Static<typeof S.StatisticsSchema>;
export type MonthPlot = Static<typeof S.MonthPlotSchema>;
export type RegionsMapDto = Static<typeof S.RegionsMapSchema>;
export type MonthChartDto = NonNullable<StatisticsDto['chartMonthVisits']>;
export type RssProduct = Static<typeof S.RssProductSchema>;
export type RssDto = Static<typeof S.RssSchema>;
export type DictionariesDto = Static<typeof S.DictionariesSchema>;
export type AdPopupDto = Static<typeof S.AdPopupSchema>;
export type AdsDto = Static<typeof S.AdsSchema>;
export type BannerDto = Static<typeof S.BannerSchema>;
export type BannerPlacement = Static<typeof S.BannerPlacementSchema>;

export type AnalyticsEventInput = Static<typeof S.AnalyticsEventBodySchema>;
export type AdEventInput = Static<typeof S.AdEventBodySchema>;
export type LikeInput = Static<typeof S.LikeBodySchema>;
export type LikesDto = Static<typeof S.LikesSchema>;
export type ViewResultDto = Static<typeof S.ViewResultSchema>;
export type NeedModelInput = Static<typeof S.NeedModelBodySchema>;
export type NeedModelResultDto = Static<typeof S.NeedModelResultSchema>;
export type NeedModelOptionsDto = Static<typeof S.NeedModelOptionsSchema>;
export type SupportTicketInput = Static<typeof S.SupportTicketBodySchema>;
export type SupportTicketResultDto = Static<typeof S.SupportTicketResultSchema>;

export type ProducerProductsDto = Static<typeof C.ProducerProductsSchema>;
export type UnsubscribeInput = Static<typeof C.UnsubscribeBodySchema>;
export type UnsubscribeResultDto = Static<typeof C.UnsubscribeResultSchema>;

export type IfcFactsDto = Static<typeof I.IfcFactsDtoSchema>;
export type IfcFactsState = Static<typeof I.IfcFactsStateSchema>;
export type IfcUnreadableReason = NonNullable<IfcFactsDto['reason']>;
export type IfcSummariesDto = Static<typeof I.IfcSummariesSchema>;
export type IdsOfferedDto = Static<typeof I.IdsOfferedSchema>;
export type IdsOfferedListDto = Static<typeof I.IdsOfferedListSchema>;
export type IdsCheckDto = Static<typeof I.IdsCheckSchema>;
export type IdsSpecificationResultDto = Static<typeof I.IdsSpecificationResultSchema>;
