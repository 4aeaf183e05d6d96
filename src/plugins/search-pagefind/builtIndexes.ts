/**
 * Lets another plugin's postBuild wait for the search index: Docusaurus runs
 * every plugin's postBuild at once, and the PWA plugin must list the index
 * files in its precache after they are written.
 */
import type {SearchIndexSummary} from './buildIndex';

const indexes = new Map<string, Promise<SearchIndexSummary>>();

export function recordSearchIndex(outDir: string, building: Promise<SearchIndexSummary>): Promise<SearchIndexSummary> {
  indexes.set(outDir, building);
  return building;
}

/** The index being built for this output folder, or undefined when this build has none (Algolia). */
export function searchIndexOf(outDir: string): Promise<SearchIndexSummary> | undefined {
  return indexes.get(outDir);
}
