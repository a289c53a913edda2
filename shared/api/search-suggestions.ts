// The header search's suggestions (spec §2 header; issue 13): a few models and
// manufacturers for what the visitor is typing, small enough to ask per pause.
import { Type, type Static } from 'typebox';

export const SearchSuggestionsQuerySchema = Type.Object({
  q: Type.String({ maxLength: 400 }),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});

const SuggestedModelSchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  href: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  companyName: Type.String(),
});

const SuggestedManufacturerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  href: Type.String(),
});

export const SearchSuggestionsSchema = Type.Object({
  /** The query as searched (cleaned); '' when it was too short to search. */
  query: Type.String(),
  models: Type.Array(SuggestedModelSchema),
  manufacturers: Type.Array(SuggestedManufacturerSchema),
  /** How many models the full search finds (the 'all results' link). */
  totalModels: Type.Integer({ minimum: 0 }),
});

export type SearchSuggestionsDto = Static<typeof SearchSuggestionsSchema>;
