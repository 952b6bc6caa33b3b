// Floor of "large results": a bare Node client that fetches one test-run answer and parses it,
// nothing more: what any client of the API must do at least.
//   node fetch-parse.mjs URL TOKEN BODY EXPECTED_RESULTS
const [url, token, body, expected] = process.argv.slice(2);
const res = await fetch(`${url}/api/orchestration/tests/run`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-auth-token': token },
  body,
});
const data = await res.json();
if (data.data.results.length !== Number(expected)) process.exit(1);
