// The one count of a run's results: the summary and the runner log's last lines both read it.
import type { TestStatus } from '../constants.js';

export class Tally {
  succeeded = 0;
  /** FAILED and ERROR alike, as the service's `summary.failed` does: clients count them from `results`. */
  failed = 0;
  /** Seconds, summed. */
  seconds = 0;

  add(status: TestStatus, time: number): void {
    this.seconds += time;
    if (status === 'SUCCEEDED') this.succeeded++;
    else this.failed++;
  }
}
