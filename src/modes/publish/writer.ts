/**
 * What a writer is: one output of a finished run (test and report mode). Publishing is the list of
 * writers in writers.ts; a new output is a file holding its Writer and one line there.
 *
 * A writer's module loads before any request, for its check: it imports what it renders with when
 * it writes (`await import`), so a run loads the reporting code only once its tests are done.
 */
import type { PublishingSettings } from '../../inputs/settings.js';
import type { Runner } from '../../github/runner.js';
import type { SourcesIndex } from '../../files/sources.js';
import type { TestAnnotation } from '../../results/annotations.js';
import type { Headline, RunView } from '../../results/lines.js';
import type { TestRun } from '../../results/model.js';
import type { Redact } from '../../common/secret-registry.js';
import type { StepGitHub } from '../step-github.js';
import type { History } from '../../results/test-history.js';

export interface Writer {
  /** Whether the inputs turn it on; without this, every run writes it. */
  on?(settings: PublishingSettings): boolean;
  /**
   * Before any request: what would make the write fail, so that a typo fails the step at once
   * rather than after a long run.
   */
  check?(settings: PublishingSettings, workspace: string): Promise<void>;
  /**
   * A file: started in its turn and written while the writers after it talk to GitHub. The step
   * waits for it before it ends, and throws its error only then, once every other output is out.
   */
  background?: true;
  write(publication: Publication, published: Published): Promise<Published | void>;
}

/** A finished run and what every writer shares of it, made once (publish.ts). */
export interface Publication {
  /** The run reported: test mode's, or the merge of the files report mode reads. */
  run: TestRun;
  /** The runs the results file keeps: the one run, or each merged run. */
  runs: readonly TestRun[];
  settings: PublishingSettings;
  runner: Runner;
  /** Where the results belong, and the step's one GitHub client. */
  github: StepGitHub;
  workspace: string;
  sources: SourcesIndex | undefined;
  redact: Redact;
  /** The conclusion, fail-on and the check name: the words the check run, summary and comment share. */
  headline: Headline;
  /** Why the step fails under fail-on; undefined when it passes. */
  failureLine: string | undefined;
  /** The run sorted once for the check run, the summary and the comment. */
  view: RunView;
  /** Most important first, for the check run and the log. */
  annotations: readonly TestAnnotation[];
  /** The history file (history-file) as it is to be written, with this run when it is appended. */
  history?: HistoryToWrite;
}

/** The history file after this run, made once: the summary charts it, the history writer writes it. */
export interface HistoryToWrite {
  /** history-file, as the input named it. */
  file: string;
  /** Where it is, in the workspace. */
  path: string;
  history: History;
  /** This run is in it: the file is written. */
  appended: boolean;
  /** In place of an earlier attempt of this workflow run. */
  replaced: boolean;
}

/** What a writer hands the writers after it. */
export interface Published {
  /**
   * The check run, when there is one: the summary and the comment link to it; the log's
   * annotations say how many it holds.
   */
  checkRun?: { id: number; htmlUrl: string | undefined; annotations: number };
}
