/**
 * At most `concurrency` tasks in flight (the input is a whole number from 1); results in the list's
 * order. A throw stops new tasks and rejects (tasks in flight settle, their results dropped): to go
 * on after a failure, catch inside.
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
      results[index] = await task(items[index]!, index).catch((err: unknown) => {
        stopped = true;
        throw err;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
