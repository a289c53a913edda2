// /partners by kind (issue 22): the kind read from an offer's title in either language.
import { describe, expect, it } from 'vitest';
import { groupOffers, offerKind } from '#shared/domain/partner-offers.ts';

describe('the kind of a partner offer', () => {
  it.each([
    ['Скидка для подписчиков портала', 'discount'],
    ['Discount for portal subscribers', 'discount'],
    ['Спеццена для проектных бюро', 'discount'],
    ['Special price for design offices', 'discount'],
    ['Бесплатная доставка по России', 'delivery'],
    ['Free delivery across Russia', 'delivery'],
    ['Бесплатный образец продукции', 'sample'],
    ['Free product sample', 'sample'],
    ['Кешбэк за рекомендацию', 'cashback'],
    ['Referral cashback', 'cashback'],
    ['Расширенная гарантия 10 лет', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (title, kind) => {
    expect(offerKind(title)).toBe(kind);
  });

  it('does not read a stem inside another word', () => {
    // "прескидка" is no word, but the rule must not match mid-word: "обраСКИДКА" style accidents.
    expect(offerKind('Фотоотчёт о монтаже')).toBe('other');
    expect(offerKind('Sampled tiles review')).toBe('other');
  });

  it('groups in a fixed order of kinds, leaving out kinds with none', () => {
    const groups = groupOffers([{ title: 'Free product sample' }, { title: 'Скидка 10%' }, { title: 'Скидка 5%' }]);
    expect(groups.map((group) => [group.kind, group.offers.length])).toEqual([
      ['discount', 2],
      ['sample', 1],
    ]);
  });
});
