// Issue 22: a plugin post's facts, changelog and installer link read from its sanitised body.
import { describe, expect, it } from 'vitest';
import { installerHref, parseDay, readPluginPost } from '#shared/domain/plugin-post.ts';
import { createArticleSanitiser } from '#server/services/article-html.ts';
import { pluginPostBody } from '#server/demo-upstream/dataset/plugin-posts.ts';

const DEMO = { uploadsUrl: '/uploads' };
const REAL = { uploadsUrl: 'https://uploads.bim.example/files/' };
const sanitise = createArticleSanitiser({ uploadsUrl: 'https://uploads.bim.example' });

const RU = sanitise(`<p>Плагин «Теплолюкс» загружает модели в проект.</p>
<table><tbody><tr><th>Версия:</th><td>2.4.1</td></tr><tr><th>Поддерживаемые версии Revit</th><td>2021–2025</td></tr>
<tr><th>Размер установщика</th><td>12,4 МБ</td></tr><tr><th>Дата выпуска</th><td>12.03.2025</td></tr><tr><th>Лицензия</th><td>бесплатно</td></tr></tbody></table>
<h2>Возможности</h2><ul><li>поиск по каталогу</li></ul>
<h2>Что нового</h2><h3>2.4.1 — 12.03.2025</h3><ul><li>новые серии</li><li>быстрее каталог</li></ul><h3>Версия 2.4.0 (1 декабря 2024 г.)</h3><ul><li>поддержка Revit 2025</li></ul>
<h2>Установка</h2><ol><li>Закройте Revit.</li></ol>
<p><a href="/uploads/plugins/teplolux-revit-2.4.1.zip">Скачать установщик</a></p>`);

const EN = sanitise(`<p>The Teplolux plugin brings models into your project.</p>
<dl><dt>Current version</dt><dd>2.4.1</dd><dt>Supported Revit versions</dt><dd>2021–2025</dd><div><dt>Installer size</dt><dd>12.4 MB</dd></div><dt>Release date</dt><dd>March 12, 2025</dd></dl>
<h2>What’s new</h2><h3>v2.4.1 — 12 March 2025</h3><p>New series.</p><h3>2.4.0</h3><ul><li>Revit 2025</li></ul>
<h2>Installation</h2><ol><li>Download: <a href="https://uploads.bim.example/files/plugins/teplolux%20setup.msi">installer</a></li><li>Run it.</li></ol>`);

describe('readPluginPost', () => {
  it('reads labelled table rows in Russian, keeps unknown rows as other facts, and removes the table', () => {
    const parts = readPluginPost(RU, DEMO);
    expect(parts.facts.map((fact) => [fact.kind, fact.label, fact.value, fact.date])).toEqual([
      ['version', 'Версия', '2.4.1', null],
      ['cad', 'Поддерживаемые версии Revit', '2021–2025', null],
      ['size', 'Размер установщика', '12,4 МБ', null],
      ['released', 'Дата выпуска', '12.03.2025', '2025-03-12'],
      ['other', 'Лицензия', 'бесплатно', null],
    ]);
    expect(parts.body).not.toContain('<table');
    expect(parts.body).not.toContain('2021–2025');
  });

  it('reads the Russian changelog with its dates and removes the section, keeping the headings around it', () => {
    const parts = readPluginPost(RU, DEMO);
    expect(parts.changelog).toEqual([
      { version: '2.4.1', date: '2025-03-12', notes: ['новые серии', 'быстрее каталог'] },
      { version: '2.4.0', date: '2024-12-01', notes: ['поддержка Revit 2025'] },
    ]);
    expect(parts.body).not.toContain('Что нового');
    expect(parts.body).toContain('<h2>Возможности</h2>');
    expect(parts.body).toContain('<h2>Установка</h2><ol><li>Закройте Revit.</li></ol>');
  });

  it('takes a same-site installer link out, with the paragraph it leaves empty', () => {
    const parts = readPluginPost(RU, DEMO);
    expect(parts.download).toBe('/uploads/plugins/teplolux-revit-2.4.1.zip');
    expect(parts.body).not.toContain('Скачать установщик');
    expect(parts.body).not.toMatch(/<p>\s*<\/p>/);
    expect(parts.body).toContain('<p>Плагин «Теплолюкс» загружает модели в проект.</p>');
  });

  it('reads an English definition list (a dt/dd pair wrapped in a div too), the changelog and a link on the uploads host', () => {
    const parts = readPluginPost(EN, REAL);
    expect(parts.facts.map((fact) => [fact.kind, fact.value, fact.date])).toEqual([
      ['version', '2.4.1', null],
      ['cad', '2021–2025', null],
      ['size', '12.4 MB', null],
      ['released', 'March 12, 2025', '2025-03-12'],
    ]);
    expect(parts.changelog).toEqual([
      { version: '2.4.1', date: '2025-03-12', notes: ['New series.'] },
      { version: '2.4.0', date: null, notes: ['Revit 2025'] },
    ]);
    expect(parts.download).toBe('https://uploads.bim.example/files/plugins/teplolux%20setup.msi');
    // The list item keeps its words ("Download:"), only the link goes.
    expect(parts.body).toContain('<li>Download: </li>');
    expect(parts.body).not.toContain('<dl');
  });

  it('shows a body with nothing recognised as it came, and no button', () => {
    const body = sanitise('<p>A plugin.</p><table><tr><th>Stage</th><th>LOD</th><th>Notes</th></tr><tr><td>P</td><td>200</td><td>size</td></tr></table><h2>Changelog</h2><p>See the vendor site.</p><p><a href="https://vendor.example/plugin.zip">download</a></p>');
    expect(readPluginPost(body, REAL)).toEqual({ facts: [], changelog: [], download: null, body });
    expect(readPluginPost('', REAL)).toEqual({ facts: [], changelog: [], download: null, body: '' });
  });

  it('leaves a two-column table without any known label in the body', () => {
    const body = '<table><tbody><tr><th>Colour</th><td>white</td></tr></tbody></table>';
    expect(readPluginPost(body, REAL).facts).toEqual([]);
    expect(readPluginPost(body, REAL).body).toBe(body);
  });

  it('ignores a link that is not an installer and takes the first one that is', () => {
    const body = '<p><a href="/models">models</a> <a href="javascript:alert(1)">x.zip</a></p><p><a href="/uploads/plugins/a.7z">get</a></p><p><a href="/uploads/plugins/b.zip">b</a></p>';
    const parts = readPluginPost(body, DEMO);
    expect(parts.download).toBe('/uploads/plugins/a.7z');
    expect(parts.body).toContain('/uploads/plugins/b.zip');
    expect(parts.body).toContain('href="/models"');
  });

  it('reads the demo upstream’s own bodies in both languages, through the sanitiser', () => {
    const post = pluginPostBody({ articleId: 777, product: 'archicad', productName: 'ArchiCAD', companyRu: 'Тест', companyEn: 'Test', companySlug: 'test', purpose: ['Каталог', 'Catalogue'] });
    for (const html of [post.ru, post.en]) {
      const parts = readPluginPost(sanitise(html), DEMO);
      expect(parts.facts.map((fact) => fact.kind)).toEqual(['version', 'cad', 'size', 'released']);
      expect(parts.facts[0]!.value).toBe(post.release.version);
      expect(parts.facts[3]!.date).toBe(post.release.released);
      expect(parts.changelog.length).toBeGreaterThanOrEqual(2);
      expect(parts.changelog[0]!.version).toBe(post.release.version);
      expect(parts.download).toBe(`/uploads/plugins/${post.release.fileName}`);
      expect(parts.body).not.toMatch(/<table|<h3|plugins\//);
    }
  });
});

describe('installerHref', () => {
  it('accepts a same-site path and a file under the uploads base, with an installer or archive extension', () => {
    expect(installerHref('/uploads/plugins/x-1.2.zip', DEMO)).toBe('/uploads/plugins/x-1.2.zip');
    expect(installerHref('https://uploads.bim.example/files/plugins/setup.exe', REAL)).toBe('https://uploads.bim.example/files/plugins/setup.exe');
    expect(installerHref('/downloads/tool.MSI', REAL)).toBe('/downloads/tool.MSI');
  });

  it('refuses a foreign host, a look-alike host or path, javascript:, data:, protocol-relative and non-installer links', () => {
    for (const href of [
      'https://evil.example/files/plugins/x.zip',
      'https://uploads.bim.example.evil.example/files/x.zip',
      'https://uploads.bim.example/other/x.zip',
      'https://user:pass@uploads.bim.example/files/x.zip',
      'http://uploads.bim.example/files/x.zip',
      'javascript:alert(1)//x.zip',
      'JavaScript:alert(1);x.zip',
      'data:application/zip;base64,AAAA.zip',
      '//evil.example/x.zip',
      '/\\evil.example/x.zip',
      '/uploads/plugins/../../secret.zip',
      '/uploads/plugins/readme.pdf',
      '/uploads/plugins/page',
      '',
    ]) {
      expect(installerHref(href, REAL), href).toBeNull();
    }
    expect(installerHref('https://uploads.bim.example/files/x.zip', DEMO)).toBeNull();
  });
});

describe('parseDay', () => {
  it('reads the usual ways editors write a day, and nothing else', () => {
    expect(parseDay('12.03.2025')).toBe('2025-03-12');
    expect(parseDay('2025-03-12')).toBe('2025-03-12');
    expect(parseDay('1 мая 2024 г.')).toBe('2024-05-01');
    expect(parseDay('12 March 2025')).toBe('2025-03-12');
    expect(parseDay('Sep 3, 2024')).toBe('2024-09-03');
    expect(parseDay('31.02.2025')).toBeNull();
    expect(parseDay('soon')).toBeNull();
    expect(parseDay('12 мартобря 2025')).toBeNull();
  });
});
