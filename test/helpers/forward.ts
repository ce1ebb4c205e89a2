import { type IncomingMessage, request, type ServerResponse } from 'node:http';

/** Passes one request on to the league API at `origin` and its answer back, as it comes; a dropped call drops the answer. */
export function forward(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const onward = request(new URL(req.url ?? '/', origin), { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  onward.on('error', () => res.destroy());
  req.pipe(onward);
}
