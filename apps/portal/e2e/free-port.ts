import { execFileSync } from 'node:child_process';

/**
 * The port a suite serves on: `variable` when it is set, else one that is free on this machine
 * now, kept in `variable` so that Playwright's workers (which load the config again, with the
 * runner's environment) use the same one. A fixed port made two runs on one machine clash, and
 * a server a killed run left behind failed the next run at its start. Found by a child process:
 * Playwright reads its config synchronously; on every address, as the suite's server listens.
 */
export const suitePort = (variable: string): number => {
  process.env[variable] ??= execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
  return Number(process.env[variable]);
};
