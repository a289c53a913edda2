import { describe, expect, it } from 'vitest';
import { isCourseOffer } from '#shared/domain/courses.ts';

describe('course offers (spec §1 course showcase, decision 0020)', () => {
  it('finds a course named in the Russian or the English title', () => {
    expect(isCourseOffer({ title: 'Онлайн-курс «Проектирование в Revit»' })).toBe(true);
    expect(isCourseOffer({ title: 'Курсы для инженеров ОВиК' })).toBe(true);
    expect(isCourseOffer({ title: 'Обучение: BIM-модели в Renga' })).toBe(true);
    expect(isCourseOffer({ title: 'Бесплатный обучающий вебинар' })).toBe(true);
    expect(isCourseOffer({ title: '', titleEn: 'HVAC engineering course' })).toBe(true);
    expect(isCourseOffer({ title: 'Скидка', titleEn: 'Revit training for offices' })).toBe(true);
  });

  it('leaves ordinary offers and words that only contain the stem', () => {
    expect(isCourseOffer({ title: 'Скидка для подписчиков портала', titleEn: 'Discount for portal subscribers' })).toBe(false);
    expect(isCourseOffer({ title: 'Бесплатная доставка по России' })).toBe(false);
    expect(isCourseOffer({ title: 'Экскурсия на производство' })).toBe(false);
    expect(isCourseOffer({ title: 'Ресурсосберегающие окна', titleEn: 'Resource-saving windows' })).toBe(false);
    expect(isCourseOffer({ title: '', titleEn: 'Of course, free delivery' })).toBe(false);
  });

  it('handles a missing English title', () => {
    expect(isCourseOffer({ title: 'Спеццена', titleEn: null })).toBe(false);
  });
});
