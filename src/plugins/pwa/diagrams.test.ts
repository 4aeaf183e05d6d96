import path from 'node:path';
import {diagramKeyword, diagramNeeds, diagramNeedsOfDocs, diagramsIn, isUnneededDiagramChunk} from './diagrams';

const mermaidChunk = (file: string) => `mermaid/dist/chunks/mermaid.core/${file}`;

test('reads the diagram type past front matter, directives and comments', () => {
  expect(diagramKeyword('flowchart LR\n  a --> b')).toBe('flowchart');
  expect(diagramKeyword('---\ntitle: Release\n---\n%% the release train\n\nsequenceDiagram\n  a->>b: hi')).toBe('sequenceDiagram');
  expect(diagramKeyword('graph;\n a-->b')).toBe('graph');
});

test('finds fenced diagrams and <Mermaid value={`…`}> components, and nothing else', () => {
  const page = [
    '```mermaid',
    'stateDiagram-v2',
    '  [*] --> Draft',
    '```',
    '',
    '````md',
    '```js',
    'const notADiagram = true;',
    '```',
    '````',
    '',
    '<Mermaid value={`pie\n  "a": 1`} />',
  ].join('\n');
  expect(diagramsIn(page).map(diagramKeyword)).toEqual(['stateDiagram-v2', 'pie']);
});

test('keeps the modules of the diagram types in use, and KaTeX only for $$ labels', () => {
  const needs = diagramNeeds(['flowchart LR\n a --> b', 'stateDiagram\n [*] --> x']);
  expect(needs).toEqual({diagramModules: new Set(['flow', 'state', 'state-v2']), katex: false});
  expect(diagramNeeds(['flowchart LR\n a["$$x^2$$"] --> b'])).toMatchObject({katex: true});
});

test('an unknown diagram type keeps every diagram chunk', () => {
  const needs = diagramNeeds(['flowchart LR\n a --> b', 'mindmap\n  root']);
  expect(needs).toBe('everything');
  expect(isUnneededDiagramChunk(['cytoscape/dist/cytoscape.esm.mjs'], needs)).toBe(false);
});

test('leaves out chunks that hold an unused diagram type, a graph layout or unused KaTeX', () => {
  const needs = diagramNeeds(['flowchart LR\n a --> b', 'sequenceDiagram\n a->>b: hi']);
  expect(isUnneededDiagramChunk([mermaidChunk('ganttDiagram-EL5Y4UJY.mjs')], needs)).toBe(true);
  expect(isUnneededDiagramChunk([mermaidChunk('kanban-definition-UXKFOSKX.mjs')], needs)).toBe(true);
  expect(isUnneededDiagramChunk([mermaidChunk('stateDiagram-v2-MP3YSRHH.mjs')], needs)).toBe(true);
  expect(isUnneededDiagramChunk(['cytoscape/dist/cytoscape.esm.mjs', 'layout-base/layout-base.js'], needs)).toBe(true);
  expect(isUnneededDiagramChunk(['katex/dist/katex.mjs'], needs)).toBe(true);
  // What is bundled beside an unused diagram type is only loaded with it.
  expect(isUnneededDiagramChunk(['d3-axis/dist/d3-axis.mjs', mermaidChunk('ganttDiagram-EL5Y4UJY.mjs'), mermaidChunk('chunk-F27PBJKO.mjs')], needs)).toBe(true);

  expect(isUnneededDiagramChunk([mermaidChunk('flowDiagram-HODETNUW.mjs')], needs)).toBe(false);
  expect(isUnneededDiagramChunk([mermaidChunk('sequenceDiagram-WJ2MYXX4.mjs')], needs)).toBe(false);
  // Shared code alone, and anything with our own code, stays.
  expect(isUnneededDiagramChunk([mermaidChunk('chunk-2E4U76K2.mjs')], needs)).toBe(false);
  expect(isUnneededDiagramChunk(['katex/dist/katex.mjs', '(site)'], needs)).toBe(false);
  expect(isUnneededDiagramChunk([mermaidChunk('ganttDiagram-EL5Y4UJY.mjs'), '(site)'], needs)).toBe(false);
  expect(isUnneededDiagramChunk([], needs)).toBe(false);
});

test('the current docs draw only diagram types whose modules are known', () => {
  // If this fails, a doc started using a new diagram type: add it to
  // modulesOfDiagram so its chunks are precached for offline readers.
  const needs = diagramNeedsOfDocs(path.resolve(__dirname, '../../../docs'));
  expect(needs).not.toBe('everything');
  expect(needs).toMatchObject({diagramModules: expect.any(Set)});
  expect([...(needs as {diagramModules: Set<string>}).diagramModules]).toEqual(expect.arrayContaining(['flow', 'sequence', 'state']));
});
