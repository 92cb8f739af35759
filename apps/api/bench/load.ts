// Fixed-rate HTTP load with autocannon, spread evenly over each second.
//
// autocannon's overallRate gives every connection a per-second quota that it sends back to back
// at the start of each second, so one instance hits the server with a burst every second. To get
// a steady arrival rate we run up to 10 instances ("slices"), each with its share of the rate,
// started evenly over the first second: the server then sees a small group of requests every
// 100 ms. Each slice sends exactly rate × seconds / slices requests (`amount`).
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startCpuMeter } from './cpu';

const MAX_SLICES = 10;

export interface Operation {
  name: string;
  /** The next request body (JSON) and bearer token; called once per request sent. */
  next(): { body: string; token?: string };
  /** A response body that is not a success (GraphQL errors or missing data). */
  failed?(body: string): boolean;
  /** Sees each successful response body (e.g. to collect created room ids). */
  onSuccess?(body: string): void;
}

export interface StepResult {
  /** The requested rate, requests per second. */
  target: number;
  /** Responses received per second of the step. */
  achieved: number;
  responses: number;
  /** Latencies of every response, ms (from sending the request to its last byte). */
  latencies: number[];
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** HTTP 200 answers that carry GraphQL errors. */
  graphqlErrors: number;
  /** CPU use during the step, % of one core: the API process, and this load-generating process. */
  apiCpu: number;
  loaderCpu: number;
}

export interface Target {
  url: string;
  csrf: string;
  /** The API's process ids, for its CPU use. */
  apiPids: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function runSlice(
  target: Target,
  operation: Operation,
  rate: number,
  connections: number,
  seconds: number,
  onResponse: (status: number, ms: number) => void,
  counters: { errors: number; graphqlErrors: number },
) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    let stopper: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url: `${target.url}/graphql`,
        connections,
        overallRate: rate,
        amount: rate * seconds,
        // We keep our own latency samples from the 'response' event (time from send to answer).
        ignoreCoordinatedOmission: true,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { body, token } = operation.next();
              const headers: Record<string, string> = {
                'content-type': 'application/json',
                cookie: `XSRF-TOKEN=${target.csrf}`,
                'csrf-token': target.csrf,
              };
              if (token) headers.authorization = `Bearer ${token}`;
              return { ...request, body, headers: { ...request.headers, ...headers } };
            },
            onResponse: (status, body) => {
              if (status !== 200) return;
              if (operation.failed?.(body) ?? body.includes('"errors"')) counters.graphqlErrors += 1;
              else operation.onSuccess?.(body);
            },
          },
        ],
      },
      (error) => {
        clearTimeout(stopper);
        if (error) reject(error);
        else resolve((performance.now() - started) / 1000);
      },
    );
    // A server far behind would stretch the step: stop it at about twice its length.
    stopper = setTimeout(() => instance.stop(), seconds * 2000 + 2000);
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => onResponse(status, ms));
    instance.on('reqError', () => {
      counters.errors += 1;
    });
  });
}

/** Sends `operation` at `rate` requests per second for `seconds` and summarizes the answers. */
export async function runStep(target: Target, operation: Operation, rate: number, seconds: number): Promise<StepResult> {
  const slices = Math.min(MAX_SLICES, Math.max(1, Math.floor(rate / 5)));
  const sliceRate = Math.max(1, Math.round(rate / slices));
  // Enough connections for each slice to send its share even if answers take ~50 ms.
  const connections = Math.min(sliceRate, Math.max(1, Math.ceil(sliceRate / 20)));
  const latencies: number[] = [];
  const counters = { errors: 0, graphqlErrors: 0 };
  let non2xx = 0;
  const onResponse = (status: number, ms: number) => {
    latencies.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  };
  const meter = startCpuMeter(target.apiPids);
  const running: Promise<number>[] = [];
  for (let i = 0; i < slices; i += 1) {
    running.push(runSlice(target, operation, sliceRate, connections, seconds, onResponse, counters));
    if (i < slices - 1) await new Promise((resolve) => setTimeout(resolve, 1000 / slices));
  }
  const durations = await Promise.all(running);
  const cpu = meter.stop();
  // A slice that keeps up finishes its last second's quota early; one that lags takes longer.
  const elapsed = Math.max(seconds, durations.reduce((a, b) => a + b, 0) / durations.length);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target: sliceRate * slices,
    achieved: round2(latencies.length / elapsed),
    responses: latencies.length,
    latencies,
    p50: round2(percentile(sorted, 50)),
    p99: round2(percentile(sorted, 99)),
    errors: counters.errors,
    non2xx,
    graphqlErrors: counters.graphqlErrors,
    apiCpu: cpu.api,
    loaderCpu: cpu.loader,
  };
}

export interface LadderOptions {
  rates: number[];
  seconds: number;
  /** p99 bound that defines "keeps up", ms. */
  p99Limit: number;
  /** Called before each step with its rate (e.g. to prepare enough rooms). */
  prepare?: (rate: number, seconds: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface LadderResult {
  operation: string;
  steps: StepResult[];
  /** The highest rate whose p99 stayed under the limit with no failed request; 0 if none. */
  bestRate: number;
}

const clean = (step: StepResult) => step.errors + step.non2xx + step.graphqlErrors === 0;
const passes = (step: StepResult, limit: number) => clean(step) && step.p99 < limit && step.achieved >= step.target * 0.9;

/**
 * Steps through increasing rates until one fails (p99 over the limit, a failed request, or the
 * rate not reached); then tries the rate halfway between the last good one and the failed one.
 */
export async function runLadder(target: Target, operation: Operation, options: LadderOptions): Promise<LadderResult> {
  const steps: StepResult[] = [];
  const run = async (rate: number) => {
    await options.prepare?.(rate, options.seconds);
    const step = await runStep(target, operation, rate, options.seconds);
    options.log?.(
      `${operation.name} @ ${rate}/s: achieved ${step.achieved}/s p50 ${step.p50} ms p99 ${step.p99} ms errors ${step.errors} non2xx ${step.non2xx} graphql ${step.graphqlErrors} cpu api ${step.apiCpu}% loader ${step.loaderCpu}%`,
    );
    steps.push(step);
    return step;
  };
  let best = 0;
  let previous = 0;
  for (const rate of options.rates) {
    const step = await run(rate);
    if (!passes(step, options.p99Limit)) {
      const middle = previous > 0 ? Math.round((previous + rate) / 2 / 10) * 10 : 0;
      if (middle > previous && middle < rate) {
        const between = await run(middle);
        if (passes(between, options.p99Limit)) best = between.target;
      }
      break;
    }
    best = step.target;
    previous = rate;
  }
  steps.sort((a, b) => a.target - b.target);
  return { operation: operation.name, steps, bestRate: best };
}
