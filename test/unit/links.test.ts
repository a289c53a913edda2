import { describe, expect, it } from 'vitest';
import { accountHref, accountLinks, isLocalPath, loginHref, MAIN_NAV } from '#shared/links.ts';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '#shared/footer-links.ts';

describe('links', () => {
  it('main navigation has the five sections of the header', () => {
    expect(MAIN_NAV.map((link) => link.path)).toEqual(['/models', '/manufacturers', '/articles', '/plugins', '/for-manufacturers']);
  });

  it('has the four social channels of spec §2, on https', () => {
    expect(SOCIAL_LINKS.map((link) => link.kind).sort()).toEqual(['blog', 'messenger', 'social', 'video']);
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//);
  });

  it('footer points to every target of spec §2', () => {
    const ids = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.id));
    for (const id of ['main', 'articles', 'models', 'manufacturers', 'about', 'careers', 'cases', 'statreport', 'user-agreement', 'privacy-policy', 'offer', 'api']) {
      expect(ids).toContain(id);
    }
    for (const link of FOOTER_COLUMNS.flatMap((column) => column.links)) {
      expect([link.path, link.href, link.document].filter((target) => target !== undefined), link.id).toHaveLength(1);
    }
  });

  it('login link returns to the current page', () => {
    expect(loginHref('/models?files=rvt-ifc&page=2')).toBe('/auth/login?return=%2Fmodels%3Ffiles%3Drvt-ifc%26page%3D2');
    expect(loginHref('/en/model/chair/12')).toBe('/auth/login?return=%2Fen%2Fmodel%2Fchair%2F12');
  });

  it('login link never returns to another site', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', '/a\nb']) {
      expect(isLocalPath(bad), bad).toBe(false);
      expect(loginHref(bad)).toBe('/auth/login?return=%2F');
    }
  });

  it('private menu goes to the account host paths of spec §2', () => {
    expect(accountLinks('https://lk.example.test').map((link) => link.href)).toEqual([
      'https://lk.example.test/',
      'https://lk.example.test/messages/',
      'https://lk.example.test/models/',
      'https://lk.example.test/statistic/contacts/',
      'https://lk.example.test/statistic/users/',
      'https://lk.example.test/statistic/company/email/',
    ]);
    expect(accountHref('https://lk.example.test/', '/messages/')).toBe('https://lk.example.test/messages/');
    expect(accountHref('https://lk.example.test//', '')).toBe('https://lk.example.test/');
  });
});
