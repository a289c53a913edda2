import { describe, expect, it } from 'vitest';
import { canSeeAccountArea, canSeeCompanyStatistics } from '#shared/domain/account-access.ts';
import { accountLinks } from '#shared/links.ts';

const company = { id: '7' };
const designer = { company: null, permissions: ['models.download'], modulePermissions: { catalog: ['read', 'download'] } };
const manufacturer = { company, permissions: ['statistics.view'], modulePermissions: { statistics: ['read'] } };

describe('private menu access (spec §2, §6)', () => {
  it('hides company statistics from a designer without a company, even with the right', () => {
    expect(canSeeCompanyStatistics(designer)).toBe(false);
    expect(canSeeCompanyStatistics({ ...designer, permissions: ['statistics.view'] })).toBe(false);
  });

  it('shows them to a company member with the permission or the statistics module', () => {
    expect(canSeeCompanyStatistics(manufacturer)).toBe(true);
    expect(canSeeCompanyStatistics({ company, permissions: [], modulePermissions: { statistics: ['read'] } })).toBe(true);
    expect(canSeeCompanyStatistics({ company, permissions: ['statistics.view'], modulePermissions: {} })).toBe(true);
    expect(canSeeCompanyStatistics({ company, permissions: [], modulePermissions: { statistics: ['write'] } })).toBe(false);
  });

  it('filters the menu: personal links for everyone, statistics only when allowed', () => {
    const ids = (user: typeof designer | typeof manufacturer) => accountLinks('https://lk.example', (area) => canSeeAccountArea(user, area)).map((link) => link.id);
    expect(ids(designer)).toEqual(['home', 'messages', 'models']);
    expect(ids(manufacturer)).toEqual(['home', 'messages', 'models', 'statistic-contacts', 'statistic-users', 'statistic-company-email']);
  });
});
