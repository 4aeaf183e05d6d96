import path from 'node:path';
import {moduleOrigin} from './chunkModules';

test('names a module by its path inside the innermost node_modules, or as site code', () => {
  const at = (...parts: string[]) => path.join(path.sep, 'work', 'site', ...parts);
  expect(moduleOrigin(at('node_modules', 'cytoscape', 'dist', 'cytoscape.esm.mjs'))).toBe('cytoscape/dist/cytoscape.esm.mjs');
  expect(moduleOrigin(at('node_modules', 'mermaid', 'node_modules', 'katex', 'dist', 'katex.mjs'))).toBe('katex/dist/katex.mjs');
  expect(moduleOrigin(at('src', 'theme', 'SearchBar', 'index.tsx'))).toBe('(site)');
});
