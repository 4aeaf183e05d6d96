/**
 * The classic theme's client module would call this at startup to add
 * `prism.additionalLanguages` to Prism. We list none: src/plugins/prism-client
 * loads each extra language on the pages that show it, and empties that
 * client module so Prism is not loaded on every page at startup. This no-op
 * stays as a guard: the theme's own version, even with an empty list,
 * bundles Prism's whole language index (its dynamic require matches the
 * components folder itself).
 */
export default function prismIncludeLanguages(): void {}
