import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request as a client on the wire sends it, for what fetch will not send:
 * any method (TRACE, PROPFIND), and a body that is declared but only partly
 * sent (`partialBody`: those bytes go out and the request is never finished).
 * Resolves with the answer, or rejects after `timeoutMs` without one, so a
 * server that waits for the rest of a body fails the test instead of hanging it.
 */
export function rawRequest(
  origin: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string; partialBody?: Uint8Array; timeoutMs?: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method: init.method, headers: init.headers, agent: false });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`No answer to ${init.method} ${path} within ${init.timeoutMs ?? 10_000} ms`));
    }, init.timeoutMs ?? 10_000);
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const settle = () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      };
      res.on('end', settle);
      res.on('aborted', settle);
    });
    req.on('error', (error) => {
      // Once answered, a server that closes the connection on an unfinished body is expected.
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    if (init.partialBody) req.write(init.partialBody);
    else req.end(init.body);
  });
}
