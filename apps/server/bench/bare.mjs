// The reference of the server benchmark: a bare node:http server answering one fixed JSON body
// (the real client_info answer, passed in BENCH_BODY). Reports its URL to the parent (IPC).
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{"success":true,"data":{}}');
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.send?.({ url: `http://127.0.0.1:${port}` });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
