/**
 * The parts of the start-up layer (the page-speed plugins and the
 * `ssrTemplate`), and the switch that builds the site without one of them:
 * `STARTUP_ABLATION=<part> docusaurus build`. Only `npm run bench:startup`
 * sets it, to measure what each part buys a reader (PERFORMANCE.md, "What each part buys").
 * Leaving out chunk-filenames also leaves out route-shards' move of the
 * runtime's chunk table, which needs chunk files named by id.
 */
export const startupParts = [
  'idle-prefetch',
  'startup-without-icu',
  'staged-startup',
  'post-hydration-transitions',
  'chunk-filenames',
  'slim-registry',
  'inline-boundaries',
  'ssrTemplate',
] as const;

export type StartupPart = (typeof startupParts)[number];

/** The part STARTUP_ABLATION leaves out, if any; an unknown name fails the build. */
export function ablatedStartupPart(env: NodeJS.ProcessEnv = process.env): StartupPart | undefined {
  const value = env.STARTUP_ABLATION;
  if (!value) {
    return undefined;
  }
  if (!(startupParts as readonly string[]).includes(value)) {
    throw new Error(`STARTUP_ABLATION="${value}" names no part of the start-up layer; expected one of: ${startupParts.join(', ')}`);
  }
  return value as StartupPart;
}
