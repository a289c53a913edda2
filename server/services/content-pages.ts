// Content pages' own data: the producer's products (/product/{id}) and the
// unsubscribe form (spec §2; see docs/decisions/0013-mailing-pages.md).
import type { ProducerProductsDto, UnsubscribeInput, UnsubscribeResultDto } from '#shared/api/dto.ts';
import { AppError } from '#shared/errors.ts';
import { validateUnsubscribe } from '#shared/domain/unsubscribe.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import * as analytics from '#server/upstream/calls/analytics.ts';
import { pageData } from './error-policy.ts';
import { parseId } from './ids.ts';
import { count, pick, str, strOrNull, toModelCards } from './mappers.ts';
import type { Scope } from './scope.ts';

/** Spec §7 GET /producer/products/{id}; a failure is the page-data rule (500 stays 500, else 404). */
export function getProducerProducts(scope: Scope, rawId: string): Promise<ProducerProductsDto> {
  return pageData(async () => {
    const id = parseId(rawId);
    const answer = await scope.cached('list', { host: 'webApi2', name: 'producer.products' }, { id }, () => companies.getProducerProducts(scope.http, { id }, scope.publicCtx));
    const company = answer.company;
    const companyId = count(company.id);
    const name = pick(scope.lang, company.name_short, company.name_en);
    const alias = str(company.alias) || slugify(str(company.name_short));
    const items = toModelCards(answer.items, scope.lang);
    return {
      company: { id: companyId, name, logo: strOrNull(company.logo), href: manufacturerPath(alias, companyId) },
      items,
      total: Math.max(count(answer.total), items.length),
    };
  });
}

export const UNSUBSCRIBE_INVALID_MESSAGE = 'Invalid unsubscribe request';
export const UNSUBSCRIBE_FAILED_MESSAGE = 'The unsubscribe request could not be sent';
/** The automation webhook's name for unsubscriptions (spec §7: POST /{name} on the webhook host). */
const UNSUBSCRIBE_WEBHOOK = 'unsubscribe';

/** POST {webhook}/unsubscribe: the mailing system drops the address; the answer echoes it for the confirmation. */
export async function unsubscribe(scope: Scope, input: UnsubscribeInput): Promise<UnsubscribeResultDto> {
  const checked = validateUnsubscribe(input);
  if (!checked.ok) throw new AppError('bad_request', UNSUBSCRIBE_INVALID_MESSAGE, 400, { fields: checked.errors });
  const { email, reason, token } = checked.value;
  try {
    await analytics.postWebhook(scope.http, { name: UNSUBSCRIBE_WEBHOOK, body: { email, reason, token, lang: scope.lang } }, scope.publicCtx);
    return { email };
  } catch (error) {
    if (error instanceof AppError && (error.code.startsWith('upstream_') || error.code === 'not_found')) {
      throw new AppError(error.code === 'not_found' ? 'upstream_status' : error.code, UNSUBSCRIBE_FAILED_MESSAGE, error.statusCode === 504 ? 504 : 502, { cause: error });
    }
    throw error;
  }
}
