// Spec §1 course showcase. The upstream contract has no courses call (docs/upstream-contract.md,
// decision 0020): a course is a partner offer (GET /company/partners_offers) whose title, in
// either language, names a course or training. Only the title counts: a description of an
// ordinary discount may mention training in passing.

/** Russian stems only as whole-word starts (JavaScript's \b does not see Cyrillic letters). */
const COURSE_RU = /(^|[^а-яё])(курс|обучени|обучающ|тренинг|интенсив)/i;
const COURSE_EN = /\b(course|courses|training|bootcamp|masterclass)\b/i;
/** 'Of course' is not a course. */
const OF_COURSE = /\bof course\b/gi;

export function isCourseOffer(offer: { title: string; titleEn?: string | null }): boolean {
  const titles = [offer.title, offer.titleEn ?? ''];
  return titles.some((title) => COURSE_RU.test(title) || COURSE_EN.test(title.replace(OF_COURSE, '')));
}
