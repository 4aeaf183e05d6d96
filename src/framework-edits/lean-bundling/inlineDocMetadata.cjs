/**
 * Rspack loader, after the MDX loader: a doc's
 *   export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/<id>/site-docs-….json'
 * becomes
 *   export const metadata = JSON.parse('…');
 * with the file's JSON, so the doc is one module instead of two (./index.ts).
 * Only the docs plugins' metadata is inlined: a blog post's is also read by
 * the list pages that show the post, so it stays a module they share.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The line @docusaurus/mdx-loader (lib/loader.js) writes for a page's metadata. */
const metadataReExport = /^export \{default as metadata\} from '(@site\/[^']+\.json)';?$/m;

/**
 * @param {string} source the compiled MDX module
 * @returns {string}
 */
module.exports = function inlineDocMetadata(source) {
  // Rspack's persistent cache does not key modules on their loaders' code.
  this.addDependency(__filename);
  const {siteDir, docsDataDir} = this.getOptions();
  if (!metadataReExport.test(source) && source.includes("from '@site/.docusaurus/docusaurus-plugin-content-docs/")) {
    throw new Error(
      `src/framework-edits/lean-bundling/inlineDocMetadata.cjs: ${path.relative(siteDir, this.resourcePath)} imports a doc's metadata in a form it does not know. ` +
        'Compare the line @docusaurus/mdx-loader now writes with metadataReExport.',
    );
  }
  return source.replace(metadataReExport, (line, aliased) => {
    const file = path.join(siteDir, aliased.slice('@site/'.length));
    if (!file.startsWith(docsDataDir + path.sep)) {
      return line;
    }
    this.addDependency(file);
    // Minified, as Rspack writes a JSON module.
    const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
    return `export const metadata = JSON.parse(${JSON.stringify(json)});`;
  });
};
