/**
 * The `docusaurus` CLI flags each docs version may document, and the flags
 * its pages do document. Used by versionedDocs.test.ts so that a page cannot
 * describe a flag its release never had (2.x and 3.0.0-rc.1 once documented
 * `deploy --target-dir`, which arrived in 3.3).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Command name → its flags, long and short forms (`--port`, `-p`). */
export type CliFlags = Record<string, string[]>;

/** Flags that every command accepts (commander adds them). */
export const globalFlags = ['--help', '-V', '--version'];

const shared = {
  clear: [],
  serve: ['--dir', '--config', '-p', '--port', '--build', '-h', '--host', '--no-open'],
  'write-translations': ['-l', '--locale', '--override', '--config', '--messagePrefix'],
  'write-heading-ids': ['--maintain-case', '--overwrite'],
  start: ['-p', '--port', '-h', '--host', '-l', '--locale', '--hot-only', '--config', '--no-open', '--poll', '--no-minify'],
  swizzle: ['-w', '--wrap', '-e', '--eject', '-l', '--list', '-t', '--typescript', '--danger', '--config'],
  deploy: ['-l', '--locale', '--out-dir', '--config', '--skip-build'],
};

/**
 * Flags of the released versions, read from `bin/docusaurus.mjs` of
 * `npm pack @docusaurus/core@2.4.3` and `@3.0.0-rc.1`. They never change, so
 * they are written down here rather than downloaded by a test.
 */
export const releasedCliFlags: Record<string, CliFlags> = {
  '2.x': {
    ...shared,
    build: ['--bundle-analyzer', '--out-dir', '--config', '-l', '--locale', '--no-minify'],
  },
  '3.0.0-rc.1': {
    ...shared,
    build: ['--dev', '--bundle-analyzer', '--out-dir', '--config', '-l', '--locale', '--no-minify'],
  },
};

/** Flags of the installed `@docusaurus/core`, read from its CLI definition (the current docs' truth). */
export function installedCliFlags(siteDir: string): CliFlags {
  const source = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/lib/commands/cli.js'), 'utf8');
  const flags: CliFlags = {};
  const commands = [...source.matchAll(/\.command\('([\w:-]+)/g)];
  commands.forEach((command, index) => {
    const section = source.slice(command.index, commands[index + 1]?.index ?? source.length);
    flags[command[1]!] = [...section.matchAll(/\.option\(\s*'([^']+)'/g)].flatMap(([, spec]) => spec!.split(',').map((part) => part.trim().split(/\s/)[0]!));
  });
  return flags;
}

export interface FlagUse {
  command: string;
  flag: string;
  /** Where the page uses it: `line N`, for the failure message. */
  where: string;
}

const commandNames = 'start|build|swizzle|deploy|serve|clear|write-translations|write-heading-ids';
/** `docusaurus build …`, `npx docusaurus build …`, `yarn build …`, `npm run build -- …` on one line. */
const commandLine = new RegExp(`\\b(docusaurus|npm run|yarn|pnpm(?: run)?)\\s+(${commandNames})\\b([^\\n\`|#;&]*)`, 'g');

/**
 * Every `docusaurus <command> --flag` a page uses: in commands written on one
 * line (code blocks and inline code), and in the flag tables of the CLI page's
 * `## \`docusaurus <command>\`` sections.
 */
export function documentedFlags(source: string): FlagUse[] {
  const uses: FlagUse[] = [];
  const lines = source.split('\n');
  let tableCommand: string | undefined;
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    const heading = /^##\s+`docusaurus ([\w:-]+)`/.exec(line);
    if (heading || /^#{1,2}\s/.test(line)) {
      tableCommand = heading?.[1];
    }
    const row = /^\|\s*`((?:-{1,2}[\w-]+)(?:, -{1,2}[\w-]+)?)[^`]*`\s*\|/.exec(line);
    if (tableCommand && row) {
      for (const flag of row[1]!.split(', ')) {
        uses.push({command: tableCommand, flag, where});
      }
    }
    for (const [, runner, command, rest] of line.matchAll(commandLine)) {
      // npm's own flags come before `--`; the command's flags after it.
      const args = runner === 'npm run' ? (rest!.split(' -- ')[1] ?? '') : rest!;
      for (const [flag] of args.matchAll(/(?<![\w-])-{1,2}[a-zA-Z][\w-]*/g)) {
        uses.push({command: command!, flag: flag!, where});
      }
    }
  });
  return uses;
}

/** The uses whose flag the version's CLI does not have, as readable lines. */
export function unknownFlags(uses: FlagUse[], flags: CliFlags): string[] {
  return uses
    .filter(({command, flag}) => !globalFlags.includes(flag) && !(flags[command] ?? []).includes(flag))
    .map(({command, flag, where}) => `${where}: docusaurus ${command} ${flag}`);
}
