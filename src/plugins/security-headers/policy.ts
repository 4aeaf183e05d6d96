/**
 * The serving rules of the build: a `_headers` file in the format Netlify and
 * Cloudflare Pages read, with the cache policy and the security headers,
 * including a Content-Security-Policy whose script allowances are the sha256
 * hashes of the inline scripts the build actually emitted.
 *
 * Rules never set the same header twice for one path: both hosts combine the
 * values of every rule that matches, so "/*" and "/assets/*" both setting
 * Cache-Control would send a contradictory header.
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
  /** Live code blocks compile and run the reader's code in the page, which needs 'unsafe-eval'. */
  liveCode: boolean;
  origins: ExternalOrigins;
};

const list = (...sources: (string | false | undefined)[]) => sources.filter(Boolean).join(' ');

/**
 * The Content-Security-Policy of every page. Scripts: the site's own files,
 * the hashed inline scripts, WebAssembly compilation (the Pagefind search
 * index), and 'unsafe-eval' only when live code blocks are on. Styles allow
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
    // KaTeX's stylesheet carries its smallest fonts inline, as data: URLs.
    ['font-src', "'self' data:"],
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

export const securityHeaders = (policy: string): [string, string][] => [
  ['Content-Security-Policy', policy],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];

/**
 * The rules for a build whose top level holds `entries` (file and folder
 * names; `assets` is the folder of hashed files): security headers for every
 * path, immutable caching for /assets/*, revalidation for each other entry.
 */
export function serveRules({baseUrl, entries, policy}: {baseUrl: string; entries: {name: string; isFolder: boolean}[]; policy: string}): HeaderRule[] {
  const rules: HeaderRule[] = [{path: `${baseUrl}*`, headers: securityHeaders(policy)}];
  rules.push({path: `${baseUrl}assets/*`, headers: [['Cache-Control', immutableCache]]});
  const others = entries.filter((entry) => entry.name !== 'assets' && entry.name !== '_headers').sort((a, b) => a.name.localeCompare(b.name));
  // The home page is the base URL itself; every other entry is a file or a folder of pages.
  const paths = [baseUrl, ...others.map((entry) => `${baseUrl}${encodeURI(entry.name)}${entry.isFolder ? '/*' : ''}`)];
  for (const path of paths) {
    rules.push({path, headers: [['Cache-Control', revalidate]]});
  }
  return rules;
}

/** The rules as a `_headers` file (Netlify, Cloudflare Pages): a path line, then its headers indented. */
export function headersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
