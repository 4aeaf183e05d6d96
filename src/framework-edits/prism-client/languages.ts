/**
 * Code block languages outside our core Prism set (./coreLanguages.cjs), by
 * the name a fenced block uses, and the Prism files that teach Prism each
 * one, in load order. Aliases are the names a Prism file registers along with
 * its language (the unit test checks them against Prism).
 *
 * The second group are languages prism-react-renderer bundles and our core
 * set leaves out; they stay highlighted, loaded by the pages that show them.
 */
const grammar = (name: string) => `prismjs/components/prism-${name}`;
const bash = [grammar('bash')];
const coffeescript = [grammar('coffeescript')];
const kotlin = [grammar('kotlin')];
const n4js = [grammar('n4js')];
const objectivec = [grammar('c'), grammar('objectivec')];
const python = [grammar('python')];

export const extraLanguages: Readonly<Record<string, readonly string[]>> = {
  bash,
  sh: bash,
  shell: bash,
  diff: [grammar('diff')],
  java: [grammar('java')],
  // PHP's grammar builds on the templating helper, which the core set lacks.
  php: [grammar('markup-templating'), grammar('php')],
  powershell: [grammar('powershell')],
  toml: [grammar('toml')],

  actionscript: [grammar('actionscript')],
  c: [grammar('c')],
  coffee: coffeescript,
  coffeescript,
  // C++ and Objective-C build on C's grammar.
  cpp: [grammar('c'), grammar('cpp')],
  flow: [grammar('flow')],
  go: [grammar('go')],
  kotlin,
  kt: kotlin,
  kts: kotlin,
  n4js,
  n4jsd: n4js,
  objc: objectivec,
  objectivec,
  py: python,
  python,
  reason: [grammar('reason')],
  rust: [grammar('rust')],
  swift: [grammar('swift')],
};

/**
 * The languages of the first group, by Prism's name for them: the ones
 * prism-react-renderer does not bundle. A build with FRAMEWORK_EDITS=off
 * lists them in `prism.additionalLanguages` (src/config/prism.ts), so the
 * theme loads them on every page, the stock way.
 */
export const unbundledLanguages = ['bash', 'diff', 'java', 'php', 'powershell', 'toml'] as const;

/** The modules a page imports to highlight `language`: none when the core set covers it. */
export function grammarModules(language: string): readonly string[] {
  return extraLanguages[language.toLowerCase()] ?? [];
}
