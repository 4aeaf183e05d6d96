/**
 * The classic theme calls this at startup to add `prism.additionalLanguages`
 * to Prism. We list none: src/plugins/prism-client loads each extra
 * language on the pages that show it. Replaced because the theme's version,
 * even with an empty list, bundles Prism's whole language index into the
 * main bundle (its dynamic require matches the components folder itself).
 */
export default function prismIncludeLanguages(): void {}
