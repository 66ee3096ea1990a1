// Preloaded into every Prism child (`node --require parent-watchdog.cjs prism-cli ...`): when the
// process that started Prism goes away without stopping it (killed with SIGKILL, or a parent such as
// npm that exits without forwarding SIGTERM), the child is re-parented and its ppid changes; Prism
// then stops itself instead of staying behind as an orphan holding its port. Plain CommonJS because
// it runs inside Prism's own Node process, before Prism, with no TypeScript loader.
"use strict";
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 500).unref();
