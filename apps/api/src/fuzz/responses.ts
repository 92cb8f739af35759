// Sends one fuzz input and states what is wrong with the answer, if anything: a 5xx, a body
// that is not the GraphQL JSON shape, an error without a code or message, or an unexpected
// server error hidden behind a 200.
import { request as httpRequest } from 'node:http';
import type { HttpInput } from './transport';

export interface Answer {
  status: number;
  body: any;
  text: string;
}

/**
 * One request on its own connection (node:http without keep-alive): the server may close a
 * connection early after refusing an oversized body, which must not break unrelated inputs.
 */
export function send(baseUrl: string, input: HttpInput): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // An explicit length: Node's client would send a DELETE body without any framing.
    const headers =
      input.body === undefined ? input.headers : { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) };
    const request = httpRequest(
      `${baseUrl}${input.path}`,
      { method: input.method, headers, agent: false, timeout: 30_000 },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body, text });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413) and close before it read the whole body: that answer counts.
      const early = error.code === 'EPIPE' || error.code === 'ECONNRESET';
      if (early) setTimeout(() => answered || reject(error), 1000);
      else reject(error);
    });
    request.end(input.body);
  });
}

/** Problems with a list of GraphQL errors: each needs a message and a string extensions.code. */
export function errorProblems(errors: unknown): string[] {
  if (!Array.isArray(errors) || errors.length === 0) return ['"errors" is not a non-empty list'];
  const problems: string[] = [];
  for (const error of errors as { message?: unknown; extensions?: { code?: unknown } }[]) {
    if (typeof error?.message !== 'string' || error.message.trim() === '') problems.push('an error without a message');
    const code = error?.extensions?.code;
    if (typeof code !== 'string' || code === '')
      problems.push(`an error without extensions.code: ${JSON.stringify(error).slice(0, 200)}`);
    if (code === 'INTERNAL_SERVER_ERROR') problems.push(`an unexpected server error: ${JSON.stringify(error).slice(0, 200)}`);
  }
  return problems;
}

/** Problems with one HTTP answer from /graphql. */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  if (answer.body === undefined || typeof answer.body !== 'object' || answer.body === null) {
    problems.push(`not a JSON object: ${answer.text.slice(0, 200)}`);
    return problems;
  }
  const { errors, data } = answer.body as { errors?: unknown; data?: unknown };
  if (errors !== undefined) problems.push(...errorProblems(errors));
  if (answer.status >= 400 && errors === undefined) problems.push(`HTTP ${answer.status} without errors`);
  if (answer.status === 200 && errors === undefined && (data === undefined || data === null))
    problems.push('200 without data or errors');
  return problems;
}
