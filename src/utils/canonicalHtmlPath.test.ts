import {canonicalHtmlPath} from './canonicalHtmlPath';

const exactRoutes = new Set(['/tests/docs/dummy.html', '/tests/docs/dummy.html/']);
const options = {isExactRoute: (pathname: string) => exactRoutes.has(pathname), trailingSlash: true};

test('"/index.html" and ".html" addresses stand for the page without them, with the trailing slash', () => {
  expect(canonicalHtmlPath('/showcase/index.html', options)).toBe('/showcase/');
  expect(canonicalHtmlPath('/docs/installation.html', options)).toBe('/docs/installation/');
  expect(canonicalHtmlPath('/index.html', options)).toBe('/');
});

test('without trailing slashes in the site config, none is added', () => {
  expect(canonicalHtmlPath('/docs/installation/index.html', {...options, trailingSlash: undefined})).toBe('/docs/installation');
});

test('an address that a route has exactly is kept, and so is any other address', () => {
  expect(canonicalHtmlPath('/tests/docs/dummy.html', options)).toBeUndefined();
  expect(canonicalHtmlPath('/docs/installation/', options)).toBeUndefined();
  expect(canonicalHtmlPath('/docs/page.htm', options)).toBeUndefined();
});
