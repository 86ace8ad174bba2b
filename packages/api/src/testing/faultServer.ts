// A small in-test HTTP server for the faults the real server cannot produce (a hung answer, a
// refresh endpoint that fails, a 2xx body failing the success check).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FaultRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FaultHandler = (req: FaultRequest, res: ServerResponse) => void;

export interface FaultServer {
  url: string;
  requests: FaultRequest[];
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body: unknown, statusText?: string) {
  const headers = { 'content-type': 'application/json' };
  if (statusText === undefined) res.writeHead(status, headers);
  else res.writeHead(status, statusText, headers);
  res.end(JSON.stringify(body));
}

export async function startFaultServer(handler: FaultHandler): Promise<FaultServer> {
  const requests: FaultRequest[] = [];
  const hung = new Set<ServerResponse>();
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://x');
      const req: FaultRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(req);
      hung.add(res);
      res.on('close', () => hung.delete(res));
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
