// The partnership request (manufacturer page, partnership tab): body and answer schemas.
import { Type, type Static } from 'typebox';

/** Loose on purpose: shared/domain/partnership-request.ts is the authority and names each bad field. */
export const PartnershipBodySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 2_000 })),
  email: Type.Optional(Type.String({ maxLength: 2_000 })),
  phone: Type.Optional(Type.String({ maxLength: 500 })),
  company: Type.Optional(Type.String({ maxLength: 2_000 })),
  message: Type.Optional(Type.String({ maxLength: 20_000 })),
  consent: Type.Optional(Type.Boolean()),
});

export const PartnershipResultSchema = Type.Object({ id: Type.Integer({ minimum: 0 }) });

export type PartnershipInput = Static<typeof PartnershipBodySchema>;
export type PartnershipResultDto = Static<typeof PartnershipResultSchema>;
