// Send the server-face cases (server-cases.mjs) to the server at the URL given as the first argument.
import { sendAll } from "./server-cases.mjs";

console.log(JSON.stringify(await sendAll(process.argv[2])));
