import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/*
 * The ceiling of npm run bench:mock: a bare node:http server answering each
 * bench path with the bytes our mock gave for it, computed before the run.
 * Nothing to route, authorise, filter, sort, present or check: what this
 * machine's Node can serve at all. BODIES (a JSON file, path -> body), PORT.
 */
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BODIES!, 'utf8')) as Record<string, string>).map(
    ([path, text]) => [path, Buffer.from(text)],
  ),
);
const headers = (body: Buffer) => ({ 'content-type': 'application/json', 'content-length': String(body.length) });

createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, headers(body));
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
