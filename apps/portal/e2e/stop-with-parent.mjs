// A test server started by Playwright's webServer (e2e/serve.mjs, e2e-mocks/serve.mjs) runs in
// that script's own process and stops on a signal, and also when Playwright, its parent, is gone:
// a server that outlived a stopped run held its port, and the next run could not start.

/** Calls `close` once on SIGINT, SIGTERM or SIGHUP, or when the parent process is gone, then exits. */
export function stopWithParent(close) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    Promise.resolve()
      .then(close)
      .catch((err) => console.error(err))
      .finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  // An orphan is re-parented (to init or a subreaper): the parent id changes.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}
