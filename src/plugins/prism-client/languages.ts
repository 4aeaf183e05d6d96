/**
 * Code block languages that prism-react-renderer's default bundle lacks, by
 * the name a fenced block uses, and the Prism files that teach Prism each
 * one, in load order. Aliases are the names a Prism file registers along with
 * its language (the unit test checks them against Prism).
 */
const bash = ['prismjs/components/prism-bash'];

export const extraLanguages: Readonly<Record<string, readonly string[]>> = {
  bash,
  sh: bash,
  shell: bash,
  diff: ['prismjs/components/prism-diff'],
  java: ['prismjs/components/prism-java'],
  // PHP's grammar builds on the templating helper, which the default bundle lacks.
  php: ['prismjs/components/prism-markup-templating', 'prismjs/components/prism-php'],
  powershell: ['prismjs/components/prism-powershell'],
  toml: ['prismjs/components/prism-toml'],
};

/** The modules a page imports to highlight `language`: none when the default bundle covers it. */
export function grammarModules(language: string): readonly string[] {
  return extraLanguages[language.toLowerCase()] ?? [];
}
