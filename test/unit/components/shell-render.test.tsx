import { describe, expect, it } from 'vitest';
import { PageLayout } from '#client/layouts/page-layout.tsx';
import { NotFoundPage, ServerErrorPage } from '#client/layouts/error-page/error-page.tsx';
import { ErrorPageFallback } from '#client/layouts/error-page/error-page-fallback.tsx';
import { LoadingBar } from '#client/layouts/loading-bar.tsx';
import { SUPPORT_PHONE_MOSCOW } from '#shared/constants.ts';
import { attr, renderShell, tagWith, testUser } from './render-shell.tsx';

const DefaultLayout = () => <PageLayout kind="default" />;
const BusinessLayout = () => <PageLayout kind="business" />;
const WithoutFooterLayout = () => <PageLayout kind="without-footer" />;
const EmptyLayout = () => <PageLayout kind="empty" />;

const decode = (html: string) => html.replace(/&amp;/g, '&');

describe('DefaultLayout, server render', () => {
  it('renders landmarks, the page, the navigation and a visible header', async () => {
    const html = await renderShell({ path: '/models', lang: 'ru', layout: DefaultLayout });
    expect(html).toMatch(/<header[^>]*class="site-header site-header--main"[^>]*data-hidden="false"/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer id="site-footer" class="site-footer"');
    expect(html).toContain('data-testid="page"');
    expect(html).toContain('href="#main"');
    for (const path of ['/models', '/manufacturers', '/articles', '/plugins', '/for-manufacturers']) {
      expect(html).toContain(`href="${path}"`);
    }
    // The current section is marked for assistive technology.
    expect(tagWith(html, 'data-nav="models"')).toContain('aria-current="page"');
    expect(tagWith(html, 'data-nav="articles"')).not.toContain('aria-current');
  });

  it("shows anonymous users a 'Войти' link that returns to the page", async () => {
    const html = await renderShell({ path: '/models?files=rvt&page=2', lang: 'ru', layout: DefaultLayout });
    const login = tagWith(html, 'data-testid="login"');
    expect(login.startsWith('<a')).toBe(true);
    expect(attr(login, 'href')).toBe('/auth/login?return=%2Fmodels%3Ffiles%3Drvt%26page%3D2');
    expect(html).toMatch(/data-testid="login"[^>]*>.*?Войти/s);
    expect(html).not.toContain('data-testid="user-menu"');
  });

  it('has the support phone, language links and a closed, still empty mobile menu wired to its button', async () => {
    const html = await renderShell({ path: '/articles', lang: 'ru', layout: DefaultLayout });
    expect(html).toContain('href="tel:+74951500085"');
    const langSwitch = html.slice(html.indexOf('data-testid="lang-switch"'));
    expect(decode(langSwitch)).toMatch(/href="\/articles\?lang=ru"[^>]*aria-current="true"/);
    expect(decode(langSwitch)).toContain('href="/en/articles?lang=en"');
    const burger = tagWith(html, 'data-testid="menu-toggle"');
    expect(burger.startsWith('<button')).toBe(true);
    expect(attr(burger, 'aria-expanded')).toBe('false');
    const panelId = attr(burger, 'aria-controls');
    expect(panelId).toBeTruthy();
    const panel = tagWith(html, `id="${panelId}"`);
    expect(panel).toContain('hidden=""');
    expect(panel).toContain('role="dialog"');
    // The panel's contents (Moscow phone, social links, login) are built when it first opens,
    // so no page render carries a hidden copy; test/e2e/shell.test.ts opens it in Chromium.
    const afterPanel = html.slice(html.indexOf(panel) + panel.length);
    expect(afterPanel.startsWith('</div>')).toBe(true);
    expect(html).not.toContain(SUPPORT_PHONE_MOSCOW);
  });

  it('renders the footer with localised links, documents, reach claim and year', async () => {
    const html = await renderShell({ path: '/en/models', lang: 'en', layout: DefaultLayout });
    const footer = html.slice(html.indexOf('<footer'));
    for (const path of ['/en', '/en/models', '/en/manufacturers', '/en/articles', '/en/about', '/en/cases', '/en/statreport']) {
      expect(footer).toContain(`href="${path}"`);
    }
    for (const id of ['careers', 'user-agreement', 'privacy-policy', 'offer']) {
      expect(tagWith(footer, `data-footer-link="${id}"`)).toMatch(/href="https:\/\//);
    }
    expect(footer).toContain('27,000 designers use the portal every month');
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(html).toContain('Log in');
  });

  it('uses Russian number formatting in the reach claim', async () => {
    const html = await renderShell({ path: '/', lang: 'ru', layout: DefaultLayout });
    expect(html).toContain('Порталом ежемесячно пользуются 27\u00a0000 проектировщиков');
  });

  it('never renders the cookie notice or the loading bar on the server', async () => {
    const html = await renderShell({
      path: '/',
      lang: 'ru',
      layout: DefaultLayout,
      page: () => (
        <>
          <LoadingBar />
          <p>page</p>
        </>
      ),
    });
    expect(html).not.toContain('cookie-notice');
    expect(html).not.toContain('loading-bar');
  });
});

describe('logged-in header', () => {
  it('shows notifications, the avatar, the short name and the private menu on the account host', async () => {
    const member = testUser({ company: { id: '7', nameFull: 'ООО «Тест»', nameShort: 'Тест' }, permissions: ['statistics.view'] });
    const html = await renderShell({ path: '/', lang: 'ru', layout: DefaultLayout, user: member });
    expect(html).not.toContain('data-testid="login"');
    const bell = tagWith(html, 'data-testid="notifications"');
    expect(attr(bell, 'href')).toBe('https://lk.portal.test/messages/');
    expect(attr(bell, 'aria-label')).toBe('Уведомления: 5 новых сообщений');
    expect(html).toMatch(/data-testid="notifications-count"[^>]*>5</);
    expect(html).toContain('src="/avatars/3.svg"');
    expect(html).toContain('Иван П.');
    const button = tagWith(html, 'data-testid="user-menu"');
    expect(attr(button, 'aria-expanded')).toBe('false');
    expect(tagWith(html, `id="${attr(button, 'aria-controls')}"`)).toContain('hidden=""');
    for (const href of [
      'https://lk.portal.test/',
      'https://lk.portal.test/messages/',
      'https://lk.portal.test/models/',
      'https://lk.portal.test/statistic/contacts/',
      'https://lk.portal.test/statistic/users/',
      'https://lk.portal.test/statistic/company/email/',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(tagWith(html, 'data-testid="logout"').startsWith('<button')).toBe(true);
  });

  it('gives a designer without a company no company-statistics links', async () => {
    const html = await renderShell({ path: '/', lang: 'ru', layout: DefaultLayout, user: testUser({ permissions: ['statistics.view'] }) });
    expect(html).toContain('href="https://lk.portal.test/messages/"');
    expect(html).not.toContain('/statistic/');
  });

  it('falls back to an uploaded avatar, initials and no badge', async () => {
    const uploaded = await renderShell({ path: '/', lang: 'en', layout: DefaultLayout, user: testUser({ avatar: 'me.png', countNewMessage: 1 }) });
    // Spec §3: on the API host (TEST_CONFIG.avatarsOrigin).
    expect(uploaded).toContain('src="https://api.portal.test/api/assets/images/me.png"');
    expect(attr(tagWith(uploaded, 'data-testid="notifications"'), 'aria-label')).toBe('Notifications: 1 new message');
    const none = await renderShell({ path: '/', lang: 'ru', layout: DefaultLayout, user: testUser({ avatar: '', firstName: '', countNewMessage: 0 }) });
    expect(none).toContain('avatar--initials');
    expect(none).not.toContain('data-testid="notifications-count"');
    // Without a first name the menu names the account by its e-mail's local part, not spec §3's bare '-'.
    expect(none).toMatch(/class="user-menu__name">ivan</);
    const nameless = await renderShell({ path: '/', lang: 'ru', layout: DefaultLayout, user: testUser({ firstName: '', email: '' }) });
    expect(nameless).toMatch(/class="user-menu__name">-</);
  });
});

describe('BusinessLayout', () => {
  it('has the Business label, the main-site link and the business navigation', async () => {
    const html = await renderShell({ path: '/for-manufacturers', lang: 'ru', layout: BusinessLayout });
    expect(html).toMatch(/<header[^>]*site-header--business[^>]*data-hidden="false"/);
    expect(html).toContain('>Бизнес<');
    expect(html).toContain('На основной сайт');
    expect(tagWith(html, 'data-nav="for-manufacturers"')).toContain('aria-current="page"');
    expect(tagWith(html, 'data-nav="bim-development"')).toMatch(/target="_blank"/);
    expect(tagWith(html, 'data-nav="promotion"')).toMatch(/href="https:\/\//);
    expect(attr(tagWith(html, 'data-nav="cases"'), 'href')).toBe('/cases');
    expect(html).toContain('href="tel:+74951500085"');
    expect(html).toContain('data-testid="login"');
    expect(html).toContain('data-testid="menu-toggle"');
    expect(html).toContain('<footer');
  });
});

describe('other layouts', () => {
  it('without-footer has the header only', async () => {
    const html = await renderShell({ path: '/enter', lang: 'ru', layout: WithoutFooterLayout });
    expect(html).toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).toContain('data-testid="page"');
  });

  it('empty has the page only', async () => {
    const html = await renderShell({ path: '/x', lang: 'ru', layout: EmptyLayout });
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('data-testid="page"');
  });
});

describe('error pages', () => {
  it('404 in Russian: spec texts, home link to /, noindex, no back button', async () => {
    const html = await renderShell({ path: '/no-such-page', lang: 'ru', page: NotFoundPage });
    expect(html).toContain('<title>Ошибка 404 — Страница не найдена</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Ошибка 404 — Страница не найдена<\/h1>/);
    expect(html).toContain('Ой, похоже такой страницы не существует\u2026');
    const home = tagWith(html, 'data-testid="home-link"');
    expect(attr(home, 'href')).toBe('/');
    expect(html).toMatch(/data-testid="home-link"[^>]*>.*Вернуться на главную/s);
    expect(html).not.toContain('data-testid="back"');
  });

  it('404 in English: title and a back button plus a home link', async () => {
    const html = await renderShell({ path: '/en/nothing', lang: 'en', page: NotFoundPage });
    expect(html).toContain('<title>This page could not be found</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(tagWith(html, 'data-testid="back"').startsWith('<button')).toBe(true);
    expect(attr(tagWith(html, 'data-testid="home-link"'), 'href')).toBe('/en');
  });

  it('404 still renders when the root data is missing', async () => {
    const html = await renderShell({ path: '/x', lang: 'en', page: NotFoundPage, noRootData: true });
    expect(html).toContain('This page could not be found');
  });

  it('500 page says Internal Server Error and links home', async () => {
    const ru = await renderShell({ path: '/models', lang: 'ru', page: ServerErrorPage });
    expect(ru).toContain('Ошибка 500 — Внутренняя ошибка сервера');
    expect(ru).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(attr(tagWith(ru, 'data-testid="home-link"'), 'href')).toBe('/');
    const en = await renderShell({ path: '/en/models', lang: 'en', page: ServerErrorPage });
    expect(en).toContain('Internal Server Error');
    expect(attr(tagWith(en, 'data-testid="home-link"'), 'href')).toBe('/en');
  });

  it('fallback needs no router or i18n and links home', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ErrorPageFallback />);
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toMatch(/<a href="\/"/);
  });
});
