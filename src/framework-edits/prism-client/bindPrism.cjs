/**
 * Prism's language files are scripts that extend a global `Prism`; our code
 * blocks use prism-react-renderer's own instance, and during the static build
 * the bundle and its chunks do not even share one global object. This
 * prepends a binding so a language file extends prism-react-renderer's
 * instance directly, wherever it runs.
 *
 * Plain JavaScript because Rspack and Jest load it as it is: it is the Rspack
 * loader (the default export) and the Jest transform (`process`).
 */
const binding = "var Prism = require('prism-react-renderer').Prism;\n";

function bindPrism(source) {
  return binding + source;
}

module.exports = function loader(source) {
  // A warm build must see this file's changes; see src/framework-edits/module-patches/engine.cjs.
  this.addDependency(__filename);
  return bindPrism(source);
};
module.exports.process = (source) => ({code: bindPrism(source)});
