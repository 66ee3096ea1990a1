// `npm run -s cases`: rewrites the generated case tables under tools/test/contracts/cases/ (optimizer, terminal)
// from generated/ (run `make` first) and the terminal document's transcription. Review the diff afterwards.
import { CASES_DIR, writeCaseTables } from "./tables.ts";

const written = writeCaseTables(CASES_DIR);
process.stdout.write(`wrote ${written.length} case tables under ${CASES_DIR}\n`);
