// Preloaded into the action's process (node --import) by the pipeline-run benchmark and by the
// end-to-end tests of pipeline mode: time in the process runs FAST_CLOCK_SCALE times faster.
// Date.now() advances that much faster from the moment of loading, and every setTimeout and
// setInterval waits that much less. With the emulator at the same --time-scale, the action sees a
// ten-minute run take ten minutes on its own clock: it polls, times out and retries exactly as it
// would at full length, in a second or two. Without the variable it changes nothing.
const scale = Number(process.env.FAST_CLOCK_SCALE ?? '1');
if (Number.isFinite(scale) && scale > 1) {
  const realNow = Date.now;
  const start = realNow();
  Date.now = () => start + (realNow() - start) * scale;
  const shorten = (real) =>
    function (callback, ms, ...args) {
      return real(callback, (Number(ms) || 0) / scale, ...args);
    };
  globalThis.setTimeout = shorten(globalThis.setTimeout);
  globalThis.setInterval = shorten(globalThis.setInterval);
}
