import {builtPage} from './writeTwins';

const page = (body: string) => `<!doctype html><html lang=en><head><title>T</title></head><body>${body}</body></html>`;

test("a twin takes its title and images from the page's <main>, not the navbar or footer around it", () => {
  const html = page(
    '<nav><img src=/img/logo.svg><h1>Not the title</h1></nav><main><article><h1>Docusaurus 2.4.0<a class=hash-link>\u200b</a></h1>' +
      '<img src=/assets/images/diagram-1a2b.png></article></main><footer><img src=/img/footer.svg></footer>',
  );
  expect(builtPage(html)).toEqual({title: 'Docusaurus 2.4.0', images: ['/assets/images/diagram-1a2b.png'], docCardLists: []});
});

test('a page without <main> is read whole', () => {
  expect(builtPage(page('<h1>Only heading</h1><img src=/a.png>'))).toEqual({title: 'Only heading', images: ['/a.png'], docCardLists: []});
});

test("a page's doc card lists are read from its <main>, one list per section, with each card's title, link and description", () => {
  const card = (href: string, title: string, description?: string) =>
    `<article class="col col--6"><a class="card padding--lg theme-doc-card-container cardContainer_x" href=${href}>` +
    `<h2 class="theme-doc-card-heading" title="${title}"><span class=theme-doc-card-icon>📄️</span><span class="theme-doc-card-title">${title}</span></h2>` +
    (description ? `<p class="text--truncate theme-doc-card-description" title="${description}">${description}</p>` : '') +
    '</a></article>';
  const html = page(
    `<nav><a class="theme-doc-card-container" href=/not-main/>Not a card</a></nav><main><h1>Guides</h1>` +
      `<section class=row>${card('/docs/a/', 'A', 'About A.')}${card('https://example.com/', 'Elsewhere')}</section>` +
      `<p>Between.</p><section class=row>${card('/docs/c/', 'C', '4 items')}</section></main>`,
  );
  expect(builtPage(html).docCardLists).toEqual([
    [
      {title: 'A', href: '/docs/a/', description: 'About A.'},
      {title: 'Elsewhere', href: 'https://example.com/', description: undefined},
    ],
    [{title: 'C', href: '/docs/c/', description: '4 items'}],
  ]);
});
