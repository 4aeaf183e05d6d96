/**
 * The serving rules of the build: a `_headers` file in the format Netlify and
 * Cloudflare Pages read, with the cache policy and the security headers,
 * including a Content-Security-Policy whose script allowances are the sha256
 * hashes of the inline scripts the build actually emitted.
 *
 * Rules never set the same header twice for one path: both hosts combine the
 * values of every rule that matches, so "/*" and "/assets/*" both setting
 * Cache-Control would send a contradictory header. For the policy this
 * matters twice over: a browser enforces every policy it gets, so a looser
 * one next to the strict one loosens nothing. That is why the policy is on
 * each top-level entry's rule and not on "/*": the live code frame's folder
 * can then get its own.
 */
import {createHash} from 'node:crypto';
import {parseDocument, DomUtils} from 'htmlparser2';

/** Script types a browser runs (a JSON or JSON-LD block is data, outside the policy). */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script of a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.src === undefined && executableTypes.has((element.attribs.type ?? '').toLowerCase()),
    document.children,
  ).map((element) => DomUtils.textContent(element));
}

/** A CSP hash source for a script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Other origins a build uses, by what it uses them for. */
export type ExternalOrigins = {
  /** fetch/XHR targets (a hosted search service). */
  connect?: string[];
  /** Scripts (a hosted widget's SDK). */
  script?: string[];
  /** Frames (a hosted widget, an embedded map). */
  frame?: string[];
  /** Video and audio. */
  media?: string[];
};

export type PolicyOptions = {
  /** Hash sources of the inline scripts (scriptHash). */
  scriptHashes: string[];
  /** For the live code frame's pages only: they compile and run the reader's code, which needs 'unsafe-eval'. */
  liveCode: boolean;
  origins: ExternalOrigins;
};

const list = (...sources: (string | false | undefined)[]) => sources.filter(Boolean).join(' ');

/**
 * A Content-Security-Policy of the site. Scripts: the site's own files,
 * the hashed inline scripts, WebAssembly compilation (the Pagefind search
 * index), and 'unsafe-eval' only in the live code frame's policy. Styles allow
 * inline styles: the server-rendered HTML carries style attributes (syntax
 * highlighting colours, the theme's layout values, KaTeX), which hashes
 * cannot cover.
 */
export function contentSecurityPolicy({scriptHashes, liveCode, origins}: PolicyOptions): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...[...new Set(scriptHashes)].sort(), "'wasm-unsafe-eval'", liveCode && "'unsafe-eval'", ...(origins.script ?? []))],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    // No data: fonts: even KaTeX's are files (src/plugins/math-stylesheet).
    ['font-src', "'self'"],
    ['connect-src', list("'self'", ...(origins.connect ?? []))],
    ['media-src', list("'self'", ...(origins.media ?? []))],
    ['frame-src', list("'self'", ...(origins.frame ?? []))],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

export type HeaderRule = {path: string; headers: [string, string][]};

/** Hashed file names (`assets/js/main.5a588765.js`): they never change, so readers keep them for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else (pages, the service worker, the manifest, the search index entry): asked again each time, cheaply. */
export const revalidate = 'public, max-age=0, must-revalidate';

/** The headers every path gets, from the rule that matches every path; the policy is not one of them (see above). */
export const securityHeaders: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];

export type ServeRulesOptions = {
  baseUrl: string;
  /** The build's top-level files and folders. */
  entries: {name: string; isFolder: boolean}[];
  /** The policy of every path a rule names. */
  policy: string;
  /** Top-level entries that get another policy instead (the live code frame's folder), by name. */
  entryPolicies?: Record<string, string>;
};

/**
 * The rules for a build whose top level holds `entries` (file and folder
 * names; `assets` is the folder of hashed files): the security headers but
 * the policy for every path, then one rule per entry with its cache policy
 * (immutable for /assets/*, revalidation for the rest) and its
 * Content-Security-Policy; a top-level page file also under its addresses
 * without ".html". A path outside every entry is a missing page,
 * whose 404.html carries the policy itself (policyMetaTag).
 */
export function serveRules({baseUrl, entries, policy, entryPolicies = {}}: ServeRulesOptions): HeaderRule[] {
  const names = new Set(entries.map((entry) => entry.name));
  const unknown = Object.keys(entryPolicies).filter((name) => !names.has(name));
  if (unknown.length > 0) {
    throw new Error(`security-headers: no top-level entry of the build is named ${unknown.join(', ')}, so its policy would apply nowhere.`);
  }
  const csp = (name: string): [string, string] => ['Content-Security-Policy', entryPolicies[name] ?? policy];
  const rules: HeaderRule[] = [{path: `${baseUrl}*`, headers: securityHeaders}];
  rules.push({path: `${baseUrl}assets/*`, headers: [['Cache-Control', immutableCache], csp('assets')]});
  // The home page is the base URL itself; every other entry is a file or a folder of pages.
  rules.push({path: baseUrl, headers: [['Cache-Control', revalidate], csp('')]});
  const others = entries.filter((entry) => entry.name !== 'assets' && entry.name !== '_headers').sort((a, b) => a.name.localeCompare(b.name));
  const taken = new Map(others.map((entry) => [entry.name, entry.isFolder]));
  for (const entry of others) {
    const names = entry.isFolder ? [`${entry.name}/*`] : [entry.name, ...cleanAddresses(entry.name, taken)];
    for (const name of names) {
      rules.push({path: `${baseUrl}${encodeURI(name)}`, headers: [['Cache-Control', revalidate], csp(entry.name)]});
    }
  }
  return rules;
}

/**
 * The other addresses of a top-level page file: hosts serve `offline.html`
 * at `/offline` too (Cloudflare Pages redirects there), and with a trailing
 * slash (a local server that adds one). None that another entry owns: the
 * `404/` folder's rule already covers `/404/`, and a file `offline` would be
 * served at `/offline` itself.
 */
function cleanAddresses(name: string, taken: Map<string, boolean>): string[] {
  if (!name.endsWith('.html')) {
    return [];
  }
  const stem = name.slice(0, -'.html'.length);
  if (!taken.has(stem)) {
    return [stem, `${stem}/`];
  }
  return taken.get(stem) ? [stem] : [];
}

/** Directives a policy delivered in a <meta> element cannot have: browsers ignore them there, with a console warning. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** A policy as a <meta> element, for a page served where no rule's policy applies. */
export function policyMetaTag(policy: string): string {
  const kept = policy.split('; ').filter((directive) => !headerOnlyDirectives.has(directive.split(' ')[0]!));
  return `<meta http-equiv="Content-Security-Policy" content="${kept.join('; ').replaceAll('"', '&quot;')}">`;
}

/**
 * The page with the policy in its <head>, before anything it governs
 * (right after the charset, which must stay first).
 */
export function withPolicyMeta(html: string, policy: string): string {
  const anchor = /<meta charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) {
    throw new Error('security-headers: the page has no <head> to put the policy in.');
  }
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${policyMetaTag(policy)}${html.slice(at)}`;
}

/** The rules as a `_headers` file (Netlify, Cloudflare Pages): a path line, then its headers indented. */
export function headersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
