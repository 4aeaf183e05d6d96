/**
 * Rspack loader, after the MDX loader: the compiled page's
 *   import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
 * becomes
 *   import * as _jsxRuntime from "react/jsx-runtime";
 *   const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = _jsxRuntime;
 *
 * Why: a page calls `_jsx` once per element, and Rspack keeps a dependency,
 * with its own code-generation work, for every use of an imported name: a
 * few dozen per short doc, hundreds on a long one. Through local names the
 * module has one import used once (figures in PERFORMANCE.md, Build). The
 * calls are the same functions; the minified chunks get a little shorter,
 * since `(0,r.jsx)(…)` becomes `a(…)`.
 *
 * The line is written by estree-util-build-jsx (MDX's automatic JSX runtime).
 */

const path = require('node:path');

/** The import estree-util-build-jsx writes, printed by MDX (double quotes, one line). */
const jsxRuntimeImport = /^import \{([\w ,]+)\} from "react\/jsx-runtime";$/m;

/**
 * @param {string} source the compiled MDX module
 * @returns {string}
 */
module.exports = function jsxRuntimeAsLocals(source) {
  // Rspack's persistent cache does not key modules on their loaders' code.
  this.addDependency(__filename);
  const match = jsxRuntimeImport.exec(source);
  if (!match) {
    if (/from ["']react\/jsx-runtime["']/.test(source)) {
      const {siteDir} = this.getOptions();
      throw new Error(
        `src/framework-edits/lean-bundling/jsxRuntimeAsLocals.cjs: ${path.relative(siteDir, this.resourcePath)} imports the JSX runtime in a form it does not know. ` +
          'Compare the line MDX now writes (estree-util-build-jsx) with jsxRuntimeImport.',
      );
    }
    return source;
  }
  const bindings = match[1].split(',').map((specifier) => {
    const [imported, local = imported] = specifier.trim().split(/\s+as\s+/);
    return `${imported}: ${local}`;
  });
  return source.replace(jsxRuntimeImport, () => `import * as _jsxRuntime from "react/jsx-runtime";\nconst {${bindings.join(', ')}} = _jsxRuntime;`);
};
