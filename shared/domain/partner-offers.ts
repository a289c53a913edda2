// /partners grouped by what an offer gives (issue 22: 64 offers were 32 screens at 375 px). The
// upstream has no kind field (spec §7 GET /company/partners_offers), so the kind is read from the
// title in either language, like a course (courses.ts); what no rule names is 'other'.

export const OFFER_KINDS = ['discount', 'delivery', 'sample', 'cashback', 'other'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The query of /partners naming one kind. */
export const OFFER_KIND_QUERY = 'kind';

// Russian stems as whole-word starts (JavaScript's \b does not see Cyrillic letters).
const RULES: ReadonlyArray<readonly [Exclude<OfferKind, 'other'>, RegExp]> = [
  ['delivery', /(^|[^а-яё])(доставк|самовывоз)|\b(delivery|shipping)\b/i],
  ['sample', /(^|[^а-яё])(образ[её]?ц|образц|пробн)|\b(samples?|trial)\b/i],
  ['cashback', /(^|[^а-яё])(кешб[эе]к|кэшб[эе]к|вознагражд|бонус)|\b(cashback|referral|bonus|reward)\b/i],
  ['discount', /(^|[^а-яё])(скидк|спеццен|спецпредлож|распродаж)|\b(discount|special price|sale|% off)\b/i],
];

export function offerKind(title: string): OfferKind {
  for (const [kind, pattern] of RULES) if (pattern.test(title)) return kind;
  return 'other';
}

export function isOfferKind(value: unknown): value is OfferKind {
  return typeof value === 'string' && (OFFER_KINDS as readonly string[]).includes(value);
}

/** The offers by kind in OFFER_KINDS order, each kind's offers in their order; kinds with none left out. */
export function groupOffers<T extends { title: string }>(offers: readonly T[]): Array<{ kind: OfferKind; offers: T[] }> {
  const groups = new Map<OfferKind, T[]>(OFFER_KINDS.map((kind) => [kind, []]));
  for (const offer of offers) groups.get(offerKind(offer.title))!.push(offer);
  return OFFER_KINDS.map((kind) => ({ kind, offers: groups.get(kind)! })).filter((group) => group.offers.length > 0);
}
