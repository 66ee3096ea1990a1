/**
 * npm runs a package script in the package's root and passes the folder it was started from as
 * INIT_CWD. `npm run -s contracts -- ...` works in that folder (tools/contracts.mjs); the scripts
 * that start the simulator and the mocks directly (`npm run -s simulator -- --record FILE`,
 * `npm run -s mock -- --record DIR/`) do the same through this, so that a relative path on their
 * command line means what it means in the caller's shell (issue 40: FILE landed in the repository
 * root). Only for this package's own script of that name: a consumer's npm script, run from its
 * own package root, keeps its paths relative to that root.
 */
export function enterCallersFolder(script: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.npm_lifecycle_event !== script || env.npm_package_name !== "@payments/contracts" || !env.INIT_CWD) return;
  try {
    process.chdir(env.INIT_CWD);
  } catch {
    // The folder is gone: stay in the package root (relative paths then mean the root, as before).
  }
}

/**
 * How a command that is both a package script and a `contracts` subcommand names itself in its usage:
 * `contracts <sub>` when the CLI started it (process.argv[1] is then the CLI's entry), else the npm script.
 */
export function commandName(entry: RegExp, script: string, sub: string, argv1: string = process.argv[1] ?? ""): string {
  return entry.test(argv1) ? `npm run -s ${script} --` : `contracts ${sub}`;
}
