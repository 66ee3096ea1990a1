/**
 * `make pack` (npm run -s pack:staged -- [--pack-destination DIR]): writes the package's tarball,
 * payments-contracts-<version>.tgz, into DIR (default: the repository root) from a staged copy
 * (pack.ts). Prints the tarball's path.
 */
import { ROOT } from "../paths.ts";
import { PackError, pack } from "./pack.ts";

const i = process.argv.indexOf("--pack-destination");
const destination = i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : ROOT;
try {
  process.stdout.write(`${pack(ROOT, destination).tarball}\n`);
} catch (e) {
  if (!(e instanceof PackError)) throw e;
  process.stderr.write(`pack: ${e.message}\n`);
  process.exitCode = 1;
}
