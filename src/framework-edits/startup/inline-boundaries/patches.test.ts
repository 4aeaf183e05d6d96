import fs from 'node:fs';
import path from 'node:path';
import {partPatcher} from '../../module-patches';

const {patchSource, patchedFiles} = partPatcher('inline-boundaries');
const renderToHtml = path.join(__dirname, '../../../../node_modules/@docusaurus/core/lib/client/renderToHtml.js');

test('pages are rendered with no size at which React outlines a boundary', () => {
  expect(patchedFiles.some((pattern) => pattern.test(renderToHtml))).toBe(true);
  const source = fs.readFileSync(renderToHtml, 'utf8');
  expect(source).not.toContain('progressiveChunkSize');
  expect(patchSource(source, renderToHtml)).toMatch(/renderToPipeableStream\(app, \{\s*progressiveChunkSize: Infinity,/);
});

test('a module laid out otherwise fails the build by name', () => {
  expect(() => patchSource('export {}', '/x/node_modules/@docusaurus/core/lib/client/renderToHtml.js')).toThrow(
    /renderToHtml\.js: expected the text "renderToPipeableStream\(app, \{" once, found it 0 times/,
  );
});
