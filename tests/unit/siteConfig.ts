import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
// Docusaurus' own loader: the config is read and validated exactly as
// `docusaurus build` reads it, defaults included.
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';

export const siteDir = path.resolve(__dirname, '../..');

export async function loadValidatedConfig(): Promise<DocusaurusConfig> {
  const {siteConfig} = await loadSiteConfig({siteDir});
  return siteConfig;
}
