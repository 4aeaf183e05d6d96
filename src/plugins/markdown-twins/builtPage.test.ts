import {builtPage} from './index';

const page = (body: string) => `<!doctype html><html lang=en><head><title>T</title></head><body>${body}</body></html>`;

test("a twin takes its title and images from the page's <main>, not the navbar or footer around it", () => {
  const html = page(
    '<nav><img src=/img/logo.svg><h1>Not the title</h1></nav><main><article><h1>Docusaurus 2.4.0<a class=hash-link>\u200b</a></h1>' +
      '<img src=/assets/images/diagram-1a2b.png></article></main><footer><img src=/img/footer.svg></footer>',
  );
  expect(builtPage(html)).toEqual({title: 'Docusaurus 2.4.0', images: ['/assets/images/diagram-1a2b.png']});
});

test('a page without <main> is read whole', () => {
  expect(builtPage(page('<h1>Only heading</h1><img src=/a.png>'))).toEqual({title: 'Only heading', images: ['/a.png']});
});
