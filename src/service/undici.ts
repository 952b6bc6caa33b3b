/**
 * The parts of undici the client uses, imported from their own modules instead of the package's
 * index. The index loads all of undici (fetch, WebSocket, caches, mocks, interceptors, the SQLite
 * cache store) and the Node built-ins those need (zlib, dns, worker_threads, stream/web): compiling
 * and starting them is about half of undici's cost before the first request, for code a JSON client
 * never runs.
 *
 * The one thing the index does beyond exporting: it puts the request API (`request`, `connect`,
 * ...) on Dispatcher's prototype. The transport sends with `dispatcher.request`, and the proxy
 * agent opens its tunnels with `connect`, so this module does the same, once, before either runs.
 * It is the same assignment the index makes, so it is harmless if the index is loaded as well (by
 * Octokit's @actions/http-client, in a run that reports to GitHub).
 */
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import api from 'undici/lib/api/index.js';
import Agent from 'undici/lib/dispatcher/agent.js';
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js';

Object.assign(Dispatcher.prototype, api);

export { Agent, EnvHttpProxyAgent };
export type { Dispatcher };
