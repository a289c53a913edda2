// What the server says about itself during a run, from its Prometheus exposition
// (METRICS_PORT): event-loop delay and how page requests were answered (issue 25).

/** One sample of the exposition: name, labels, value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text exposition (comments and malformed lines skipped). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const value = Number(match[3]);
    if (Number.isNaN(value)) continue;
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(LABEL)) labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** Page answers by kind (page_answers_total{answer}): hit, join, render, stale, busy. */
export type PageAnswers = Record<string, number>;

export interface ServerView {
  /**
   * p99 and max of the event-loop delay since the previous scrape (prom-client's
   * monitorEventLoopDelay histogram is reset on every scrape), in ms; null when absent.
   */
  loopDelayP99Ms: number | null;
  loopDelayMaxMs: number | null;
  answers: PageAnswers;
}

export function serverView(text: string): ServerView {
  const samples = parseExposition(text);
  const ms = (name: string) => {
    const sample = samples.find((s) => s.name === name);
    return sample ? sample.value * 1000 : null;
  };
  const answers: PageAnswers = {};
  for (const sample of samples) {
    if (sample.name === 'page_answers_total' && sample.labels.answer) answers[sample.labels.answer] = sample.value;
  }
  return { loopDelayP99Ms: ms('nodejs_eventloop_lag_p99_seconds'), loopDelayMaxMs: ms('nodejs_eventloop_lag_max_seconds'), answers };
}

/** Answers counted between two scrapes, per kind. */
export function answersBetween(before: PageAnswers, after: PageAnswers): PageAnswers {
  const out: PageAnswers = {};
  for (const [answer, value] of Object.entries(after)) out[answer] = value - (before[answer] ?? 0);
  return out;
}
