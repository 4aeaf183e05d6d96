/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format the build
 * writes, src/plugins/security-headers) and tells which headers a path gets,
 * as those hosts do: every rule whose path matches adds its headers.
 */

/**
 * @param {string} text
 * @returns {{path: string, pattern: RegExp, headers: [string, string][]}[]}
 */
export function parseHeadersFile(text) {
  /** @type {{path: string, pattern: RegExp, headers: [string, string][]}[]} */
  const rules = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      return;
    }
    if (!/^\s/.test(line)) {
      // "*" matches anything, slashes included.
      const pattern = new RegExp(
        `^${line
          .trim()
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      );
      rules.push({path: line.trim(), pattern, headers: []});
      return;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (!match || rules.length === 0) {
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, got ${JSON.stringify(line)}`);
    }
    rules.at(-1).headers.push([match[1].trim(), match[2].trim()]);
  });
  return rules;
}

/**
 * The headers for a request path (percent-encoded, as in the request line).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
