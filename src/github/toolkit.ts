/**
 * The toolkit's GitHub client (@actions/github), loaded when a step first sends GitHub a request,
 * so a step that never does (and the cold start) does not pay for it.
 *
 * As it loads, @actions/github reads the event payload (GITHUB_EVENT_PATH) for its `context`:
 * whole, synchronously, twice, and with a JSON.parse that throws. A named pipe there would hang the
 * step and a file that is not JSON would fail it (docs/development.md; test/e2e/test-mode.test.ts,
 * "an event payload that is a named pipe"). The action reads the payload itself, bounded
 * (context.ts), and uses none of the toolkit's context: the toolkit loads with the variable unset,
 * which its context takes as "no payload". Nothing else reads the variable after context.ts has.
 */
let loading: Promise<typeof import('@actions/github')> | undefined;

export function loadToolkit(): Promise<typeof import('@actions/github')> {
  loading ??= (async () => {
    const eventPath = process.env.GITHUB_EVENT_PATH;
    delete process.env.GITHUB_EVENT_PATH;
    try {
      return await import('@actions/github');
    } finally {
      if (eventPath !== undefined) process.env.GITHUB_EVENT_PATH = eventPath;
    }
  })();
  return loading;
}
