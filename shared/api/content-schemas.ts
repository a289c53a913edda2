// DTO schemas of the content pages' data: the producer's products (/product/{id})
// and the unsubscribe form. Kept apart from schemas.ts, which holds the catalogue's.
import { Type } from 'typebox';
import { ModelCardSchema } from './schemas.ts';

/** GET /producer/products/{id}: the producer and its products, most downloaded first. */
export const ProducerProductsSchema = Type.Object({
  company: Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.Union([Type.String(), Type.Null()]), href: Type.String() }),
  items: Type.Array(ModelCardSchema),
  total: Type.Integer({ minimum: 0 }),
});

/** The unsubscribe form; field rules in shared/domain/unsubscribe.ts answer 400 with `fields`. */
export const UnsubscribeBodySchema = Type.Object({
  email: Type.String({ maxLength: 10000 }),
  reason: Type.Optional(Type.String({ maxLength: 100 })),
  /** The token a mailing link carries, passed through to the mailing system as it came. */
  token: Type.Optional(Type.String({ maxLength: 200 })),
});

export const UnsubscribeResultSchema = Type.Object({ email: Type.String() });
