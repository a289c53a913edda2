// Spec §1 banner advertising: GET /company_advertise by placement. A banner is
// shown only with what Russian advertising law asks of it (an erid token and the
// advertiser's name) and a link that is an ordinary web address.
import type { BannerDto } from '#shared/api/dto.ts';
import type { Language } from '#shared/domain/language.ts';
import type { CompanyAdvertise } from '#shared/types/index.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import { count, list, str } from './mappers.ts';
import { logged, type Scope } from './scope.ts';

/** At most this many banners per placement: a row of two on the main page. */
export const BANNERS_PER_PLACEMENT = 2;

const WEB = /^https?:\/\//i;

/** The upstream's banners as shown; those without an erid, an advertiser, an image or a web link are left out. */
export function toBanners(raw: unknown, lang: Language): BannerDto[] {
  return list<Partial<CompanyAdvertise>>(raw)
    .filter((banner) => banner && typeof banner === 'object')
    .map((banner) => ({
      id: count(banner.id),
      title: (lang === 'en' ? str(banner.title_en) : '') || str(banner.title),
      image: str(banner.image),
      href: str(banner.link),
      advertiser: str(banner.company_name),
      inn: str(banner.inn),
      erid: str(banner.erid),
    }))
    .filter((banner) => banner.id > 0 && banner.erid !== '' && banner.advertiser !== '' && banner.image !== '' && banner.title !== '' && WEB.test(banner.href))
    .slice(0, BANNERS_PER_PLACEMENT);
}

/** Banners of one placement; a failure is no banner (logged), never a broken page. */
export async function loadBanners(scope: Scope, position: CompanyAdvertise['position']): Promise<BannerDto[]> {
  const raw = await logged(
    scope,
    'banners',
    () => scope.cached('short', { host: 'webApi2', name: 'company.advertise' }, { position }, () => companies.getCompanyAdvertise(scope.http, { position }, scope.publicCtx)),
    [] as CompanyAdvertise[],
  );
  return toBanners(raw, scope.lang);
}
