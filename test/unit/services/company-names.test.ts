// One name per manufacturer in each language (issue 22): model cards and manufacturer
// rows pick the English name on English pages, as the model page does, and keep
// name_short where the upstream sends no English name.
import { describe, expect, it } from 'vitest';
import { toManufacturerCard, toModelCard } from '#server/services/mappers.ts';

const groupCompany = { id: 1001, uuid: 'u', name_short: 'СтройМаш', name_en: 'StroyMash', alias: 'stroymash', logo: '/l.svg', vip_status: false, allowModelsMuting: false };

describe('company names on cards', () => {
  it('uses the English name in English and the Russian one in Russian', () => {
    expect(toModelCard({ id: 1, name: 'Дверь', name_en: 'Door', group_company: groupCompany }, 'en').companyName).toBe('StroyMash');
    expect(toModelCard({ id: 1, name: 'Дверь', name_en: 'Door', group_company: groupCompany }, 'ru').companyName).toBe('СтройМаш');
    expect(toManufacturerCard({ id: 1001, name_short: 'СтройМаш', name_en: 'StroyMash' }, 'en').name).toBe('StroyMash');
    expect(toManufacturerCard({ id: 1001, name_short: 'СтройМаш', name_en: 'StroyMash' }, 'ru').name).toBe('СтройМаш');
  });

  it('falls back to name_short when there is no English name', () => {
    const { name_en: _en, ...russianOnly } = groupCompany;
    expect(toModelCard({ id: 1, group_company: russianOnly }, 'en').companyName).toBe('СтройМаш');
    expect(toManufacturerCard({ id: 1001, name_short: 'СтройМаш' }, 'en').name).toBe('СтройМаш');
  });
});
