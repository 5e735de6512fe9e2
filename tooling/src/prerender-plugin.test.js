// @ts-check
import path from 'node:path';
import { buildConstants, createWebpackConfig, prerenderOptions } from './webpack-config.js';
import { checkMarkup, disableControls, plainCss, PrerenderPlugin, renderPages } from './prerender-plugin.js';

const account = path.resolve(import.meta.dirname, '../../mfe-account');

describe('disableControls', () => {
  it.each([
    ['<input name="email"/>', '<input disabled="" name="email"/>'],
    ['<button type="submit" class="b">Login</button>', '<button disabled="" type="submit" class="b">Login</button>'],
    ['<select name="c"><option>A</option></select><textarea></textarea>', '<select disabled="" name="c"><option>A</option></select><textarea disabled=""></textarea>'],
    ['<button disabled="" type="button">Show</button>', '<button disabled="" type="button">Show</button>'],
    ['<inputs></inputs><p>input button</p><a href="/register">Sign up</a>', '<inputs></inputs><p>input button</p><a href="/register">Sign up</a>'],
  ])('%s -> %s', (markup, expected) => {
    expect(disableControls(markup)).toBe(expected);
  });
});

describe('checkMarkup', () => {
  it('should refuse a style attribute, which the policy blocks in HTML', () => {
    expect(() => checkMarkup('LoginPage', '<main><p style="color:red">x</p></main>')).toThrow(/LoginPage cannot be prerendered: it has a style attribute/);
  });

  it('should pass markup without one, the word in text included', () => {
    const markup = '<main><p class="a">style="x" is text</p><a href="/register">Sign up</a></main>';
    expect(checkMarkup('LoginPage', markup)).toBe(markup);
  });
});

describe('plainCss', () => {
  it("should drop styled-components' rehydration markers and comments, and keep every rule", () => {
    const css = 'body{margin:0;}/*!sc*/\ndata-styled.g1[id="sc-global-x"]{content:"sc-global-x1,"}/*!sc*/\n.a:hover{color:red;}/*!sc*/\n';
    expect(plainCss(css)).toBe('body{margin:0;}.a:hover{color:red;}');
  });
});

describe('prerenderOptions', () => {
  it("should name each page's module and the app's constants", () => {
    expect(prerenderOptions(account, ['LoginPage', 'RegisterPage'], ['LoginPage'])).toEqual({
      dir: account,
      pages: { LoginPage: path.join(account, 'src/exposed/login-page.tsx') },
      define: buildConstants(account),
    });
  });

  it('should refuse a page the app does not expose', () => {
    expect(() => prerenderOptions(account, ['LoginPage'], ['RegisterPage'])).toThrow(/only an exposed page can be prerendered: RegisterPage/);
  });

  it("should prerender the declared pages in a remote's production build only", async () => {
    const has = async (/** @type {'production' | 'development'} */ mode, /** @type {'host' | 'remote'} */ kind) =>
      ((await createWebpackConfig({ dir: kind === 'host' ? path.join(account, '../host') : account, name: 'account', port: 3001, title: 't', kind })({}, { mode })).plugins ?? []).some(
        (plugin) => plugin instanceof PrerenderPlugin,
      );
    expect([await has('production', 'remote'), await has('development', 'remote'), await has('production', 'host')]).toEqual([true, false, false]);
  });
});

describe('renderPages', () => {
  it('should draw the login page as a visitor sees it before signing in, its controls disabled, with its styles', async () => {
    const { LoginPage } = await renderPages(prerenderOptions(account, ['LoginPage'], ['LoginPage']));
    if (!LoginPage) throw new Error('no LoginPage rendered');
    expect(LoginPage.html).toMatch(/^<main[^>]*>.*<h1[^>]*>Login<\/h1>.*<\/main>$/);
    expect(LoginPage.html).toContain('<a href="/register">Sign up</a>');
    const controls = LoginPage.html.match(/<(input|button)\b[^>]*>/g) ?? [];
    expect(controls.map((tag) => tag.split(' ')[0])).toEqual(['<input', '<input', '<button', '<button']);
    for (const tag of controls) expect(tag).toContain('disabled=""');
    // The theme's global rules and the page's own, without styled-components' markers.
    expect(LoginPage.css).toContain('html,body{margin:0;');
    for (const className of LoginPage.html.match(/class="[^"]*"/g) ?? []) {
      const last = className.slice(7, -1).split(' ').pop();
      expect(LoginPage.css, className).toContain(`.${last}{`);
    }
    expect(LoginPage.css).not.toMatch(/data-styled|\/\*/);
  }, 60_000);

  it('should draw a page that reads data as it renders as it looks while loading, and not wait for the query cache', async () => {
    const carbon = path.join(account, '../mfe-carbon');
    const started = Date.now();
    const { ProjectsPage } = await renderPages(prerenderOptions(carbon, ['ProjectsPage'], ['ProjectsPage']));
    expect(ProjectsPage?.html).toMatch(/<h1[^>]*>Projects<\/h1>.*role="status".*Loading/);
    // The query cache keeps a five-minute timer for the list it began to read.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);
});
