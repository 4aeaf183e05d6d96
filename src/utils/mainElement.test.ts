import {mainElementRange} from './mainElement';

describe('mainElementRange', () => {
  test('spans the opening tag to the end of the closing tag', () => {
    const html = '<body><nav>x</nav><main class="m"><h1>T</h1></main><footer>f</footer></body>';
    const range = mainElementRange(html)!;
    expect(html.slice(range.start, range.end)).toBe('<main class="m"><h1>T</h1></main>');
  });

  test('matches the tag in any case, and not a longer tag name', () => {
    const html = '<mainly></mainly><MAIN><p>a</p></main>';
    const range = mainElementRange(html)!;
    expect(html.slice(range.start, range.end)).toBe('<MAIN><p>a</p></main>');
  });

  test('is undefined without <main> or when it is never closed', () => {
    expect(mainElementRange('<body><p>no main</p></body>')).toBeUndefined();
    expect(mainElementRange('<body><main><p>open')).toBeUndefined();
  });
});
