/**
 * Mermaid loads each diagram type, its layout engines and KaTeX lazily. The
 * precache keeps only what the current docs draw: a chunk made only of other
 * diagram types (and of cytoscape or KaTeX when nothing needs them) is left
 * to runtime caching. When a doc uses a diagram type this file does not know,
 * nothing is left out: offline pages must never lose a diagram.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Diagram keyword → the Mermaid modules it loads, by file name prefix in mermaid/dist/chunks/. */
const modulesOfDiagram: Record<string, string[]> = {
  flowchart: ['flow'],
  graph: ['flow'],
  sequenceDiagram: ['sequence'],
  stateDiagram: ['state', 'state-v2'],
  'stateDiagram-v2': ['state', 'state-v2'],
  classDiagram: ['class', 'class-v2'],
  'classDiagram-v2': ['class', 'class-v2'],
  erDiagram: ['er'],
  gantt: ['gantt'],
  pie: ['pie'],
  gitGraph: ['gitGraph'],
  journey: ['journey'],
};

/** What the docs draw: the Mermaid modules they need, and whether any label uses KaTeX. */
export type DiagramNeeds = {diagramModules: Set<string>; katex: boolean} | 'everything';

const fencedDiagram = /^(`{3,}|~{3,})mermaid\b[^\n]*\n([\s\S]*?)^\1/gm;
const componentDiagram = /<Mermaid\s+value=\{`([\s\S]*?)`\}/g;

/** The diagram keyword of a Mermaid source: its first line that is not front matter, a directive or a comment. */
export function diagramKeyword(source: string): string | undefined {
  const body = source.replace(/^\s*---\n[\s\S]*?\n---\n/, '');
  const line = body
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('%%'));
  return line?.split(/[\s;]/)[0];
}

/** The Mermaid sources in a Markdown or MDX file: fenced blocks and `<Mermaid value={`…`} />`. */
export function diagramsIn(markdown: string): string[] {
  return [...[...markdown.matchAll(fencedDiagram)].map((match) => match[2]!), ...[...markdown.matchAll(componentDiagram)].map((match) => match[1]!)];
}

export function diagramNeeds(sources: string[]): DiagramNeeds {
  const diagramModules = new Set<string>();
  for (const source of sources) {
    const modules = modulesOfDiagram[diagramKeyword(source) ?? ''];
    if (!modules) {
      return 'everything';
    }
    modules.forEach((module) => diagramModules.add(module));
  }
  return {diagramModules, katex: sources.some((source) => source.includes('$$'))};
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return markdownFiles(file);
    }
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** What the Markdown files under `docsDir` draw. */
export function diagramNeedsOfDocs(docsDir: string): DiagramNeeds {
  return diagramNeeds(markdownFiles(docsDir).flatMap((file) => diagramsIn(fs.readFileSync(file, 'utf8'))));
}

// "stateDiagram-v2-MP3YSRHH.mjs" → "state-v2", "kanban-definition-UXKFOSKX.mjs" → "kanban".
const mermaidDiagramModule = /^mermaid\/dist\/chunks\/[^/]+\/([A-Za-z0-9]+)(?:Diagram|-definition)(-v2)?-\w+\.mjs$/;
const graphLayoutPackage = /^(cytoscape|cytoscape-cose-bilkent|cytoscape-fcose|layout-base|cose-base)\//;
const mermaidGraphLayout = /^mermaid\/dist\/chunks\/[^/]+\/cose-bilkent-\w+\.mjs$/;

/** Whether this module is only ever loaded to draw something no current doc draws. */
function isUnneededModule(origin: string, needs: Exclude<DiagramNeeds, 'everything'>): boolean {
  const diagram = mermaidDiagramModule.exec(origin);
  if (diagram) {
    return !needs.diagramModules.has(diagram[1]! + (diagram[2] ?? ''));
  }
  // Only mindmaps and architecture diagrams lay out with cytoscape; neither is in modulesOfDiagram.
  if (graphLayoutPackage.test(origin) || mermaidGraphLayout.test(origin)) {
    return true;
  }
  return origin.startsWith('katex/') && !needs.katex;
}

/**
 * Whether a lazily loaded chunk is only needed for diagrams no current doc
 * draws. The bundler puts a module in a chunk only if every place that loads
 * the chunk needs the module, so one such module is enough: the shared
 * Mermaid code and libraries beside it are loaded only along with it. Chunks
 * with our own code (route chunks, the entry) always stay.
 */
export function isUnneededDiagramChunk(origins: string[], needs: DiagramNeeds): boolean {
  return needs !== 'everything' && !origins.includes('(site)') && origins.some((origin) => isUnneededModule(origin, needs));
}
