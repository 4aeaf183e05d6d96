/**
 * Writes the build's serving rules, `_headers` (policy.ts), after every
 * page is written: the Content-Security-Policy allows exactly the inline
 * scripts found in the built HTML, by hash, and 'unsafe-eval' only in the
 * live code frame's folder (src/plugins/live-code-frame). The not-found
 * page carries the strict policy in a <meta> element, for the addresses no
 * rule names. The same rules, for nginx, are in the deployment guide
 * (docs/deployment.mdx).
 *
 * Docusaurus runs every plugin's postBuild at the same time, and the
 * client-redirects plugin writes its redirect pages (each with an inline
 * script) in its postBuild. So this plugin runs client-redirects itself, with
 * the site's redirect options, and reads the HTML once those pages exist.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin, {validateOptions as validateRedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as ClientRedirectsOptions, PluginOptions as ClientRedirectsPluginOptions} from '@docusaurus/plugin-client-redirects';
import {contentSecurityPolicy, headersFile, inlineScripts, scriptHash, serveRules, withPolicyMeta, type ExternalOrigins} from './policy';

export type SecurityHeadersOptions = {
  /** Other origins the build uses (hosted search, a feedback board, embeds). */
  origins: ExternalOrigins;
  /** The top-level folder of the live code frame, if the site has live code blocks: its pages alone get 'unsafe-eval'. */
  liveCodeFolder?: string;
  /** Top-level files other plugins write after the build (the service worker), which get a cache rule too. */
  generatedFiles: string[];
  /** The site's client-redirects options: this plugin runs that plugin (see above). */
  redirects: ClientRedirectsOptions;
};

/** Validates options against a plugin's Joi schema, as Docusaurus does, failing with the schema's message. */
const validate: OptionValidationContext<ClientRedirectsOptions | undefined, ClientRedirectsPluginOptions>['validate'] = (schema, options) => {
  const {value, error} = schema.validate(options);
  if (error) {
    throw new Error(`client-redirects options: ${error.message}`);
  }
  return value;
};

/**
 * The addresses client-redirects writes a redirect page at. Like that
 * plugin's options, addresses and routes are under the base URL, without it
 * ("/home", not "/site/home").
 */
export function redirectSources(options: ClientRedirectsOptions, relativeRoutes: string[]): string[] {
  const explicit = (options.redirects ?? []).flatMap((redirect) => redirect.from);
  const created = relativeRoutes.flatMap((route) => options.createRedirects?.(route) ?? []);
  return [...explicit, ...created];
}

/**
 * The top-level files and folders of the build that get their own rule
 * (cache policy and Content-Security-Policy): each route's and each
 * redirect page's first segment, the static folders' entries and the files
 * other plugins are known to write. Known before any postBuild runs, so
 * `_headers` is the same whichever plugin finishes first; a file no rule
 * names gets the host's default cache policy, which on both hosts is
 * revalidation, and no policy (every page is named: the security-headers
 * e2e spec checks the built HTML).
 */
export async function topLevelEntries(
  context: LoadContext,
  routesPaths: string[],
  generatedFiles: string[],
  redirectPaths: string[] = [],
): Promise<{name: string; isFolder: boolean}[]> {
  const entries = new Map<string, boolean>();
  for (const route of [...routesPaths, ...redirectPaths]) {
    const [first, ...rest] = route.slice(context.baseUrl.length).split('/');
    if (first) {
      entries.set(decodeURIComponent(first), rest.length > 0 || !path.extname(first));
    }
  }
  for (const folder of context.siteConfig.staticDirectories) {
    const listed = await fs.readdir(path.resolve(context.siteDir, folder), {withFileTypes: true}).catch(() => []);
    for (const entry of listed) {
      entries.set(entry.name, entry.isDirectory());
    }
  }
  for (const file of generatedFiles) {
    entries.set(file, false);
  }
  return [...entries].map(([name, isFolder]) => ({name, isFolder}));
}

/** Cloudflare Pages reads at most 100 rules from `_headers`. */
export const maxRules = 100;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The distinct inline scripts of a build, each with the first page that has it. */
export async function buildInlineScripts(outDir: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  for (const file of await htmlFiles(outDir)) {
    for (const source of inlineScripts(await fs.readFile(file, 'utf8'))) {
      if (!scripts.has(source)) {
        scripts.set(source, path.relative(outDir, file));
      }
    }
  }
  return scripts;
}

/** The plugin, configured (the site config passes plugins as functions: TypeScript files cannot be resolved by path). */
export default function securityHeadersPlugin(options: SecurityHeadersOptions): (context: LoadContext) => Plugin {
  return (context) => {
    const redirects = clientRedirectsPlugin(context, validateRedirectOptions({validate, options: options.redirects}));
    return {
      name: 'security-headers',
      async postBuild(props) {
        await redirects?.postBuild?.({...props, content: undefined});
        const {outDir} = props;
        const scripts = await buildInlineScripts(outDir);
        const policyOptions = {scriptHashes: [...scripts.keys()].map(scriptHash), origins: options.origins};
        const policy = contentSecurityPolicy({...policyOptions, liveCode: false});
        const {liveCodeFolder} = options;
        const entryPolicies = liveCodeFolder ? {[liveCodeFolder]: contentSecurityPolicy({...policyOptions, liveCode: true})} : {};
        const relativeRoutes = props.routesPaths.map((route) => `/${route.slice(context.baseUrl.length)}`);
        const redirectPaths = redirectSources(options.redirects, relativeRoutes).map((from) => `${context.baseUrl}${from.replace(/^\//, '')}`);
        const entries = await topLevelEntries(context, props.routesPaths, options.generatedFiles, redirectPaths);
        const rules = serveRules({baseUrl: context.baseUrl, entries, policy, entryPolicies});
        if (rules.length > maxRules) {
          throw new Error(
            `security-headers: ${rules.length} rules for _headers, more than the ${maxRules} Cloudflare Pages reads. The build's top level has too many files and folders: group them in folders.`,
          );
        }
        const comment = [
          'Serving rules of this build, for Netlify and Cloudflare Pages (written by src/plugins/security-headers).',
          `Content-Security-Policy: ${scripts.size} inline scripts allowed by hash; 'unsafe-eval' only under ${liveCodeFolder ? `/${liveCodeFolder}/` : 'no path'}.`,
        ].join('\n');
        await fs.writeFile(path.join(outDir, '_headers'), headersFile(rules, comment));
        // A missing page at an address outside every rule's folder is still under the strict policy.
        const notFound = path.join(outDir, '404.html');
        await fs.writeFile(notFound, withPolicyMeta(await fs.readFile(notFound, 'utf8'), policy));
        console.log(`[security-headers] Wrote _headers: ${rules.length} rules, ${scripts.size} inline scripts hashed.`);
      },
    };
  };
}
