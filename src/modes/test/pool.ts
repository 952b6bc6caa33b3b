/**
 * Runs async work over a list with at most `concurrency` tasks in flight, keeping the results
 * in the list's order whatever order they finish in.
 *
 * A task that throws stops the pool from starting further tasks and rejects with that error;
 * tasks already in flight are left to settle (their results are dropped). Callers that want
 * "one failure does not stop the others" catch inside the task, as test mode does for API errors.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let stopped = false;
  const worker = async (): Promise<void> => {
    while (!stopped && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (err) {
        stopped = true;
        throw err;
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
