// While the server owns a PGlite data directory, the back-office CLI cannot open it (one process
// per directory). The server therefore listens on a Unix socket beside its data (owner-only
// permissions, no TCP, never reachable from the network) and runs a forwarded back-office command
// in-process, against its own database, with the same `run` the CLI uses. The CLI finds the socket
// in the data directory's lock file.
import { chmodSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What a forwarded command answers. */
export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export type CommandRunner = (argv: string[]) => Promise<CommandResult>;

/** A request larger than this is refused (a command line is a few hundred bytes). */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Unix socket paths are limited to ~107 bytes; a longer data path uses a private temp dir. */
const MAX_SOCKET_PATH = 100;

export interface BackofficeSocket {
  path: string;
  close(): Promise<void>;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function serve(socket: Socket, runner: CommandRunner): void {
  let buffer = '';
  let done = false;
  const reply = (result: CommandResult) => {
    if (done) return;
    done = true;
    socket.end(`${JSON.stringify(result)}\n`);
  };
  const refuse = (message: string) => reply({ exitCode: 1, stdout: '', stderr: `${message}\n` });
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    if (done) return;
    buffer += chunk;
    if (buffer.length > MAX_REQUEST_BYTES) return refuse('Request too large.');
    const newline = buffer.indexOf('\n');
    if (newline < 0) return;
    let argv: unknown;
    try {
      argv = (JSON.parse(buffer.slice(0, newline)) as { argv?: unknown }).argv;
    } catch {
      return refuse('Malformed request.');
    }
    if (!isStringArray(argv)) return refuse('Malformed request.');
    runner(argv).then(reply, () =>
      reply({ exitCode: 1, stdout: '', stderr: 'The command failed in the server.\n' }),
    );
  });
}

/** The socket path for a data directory. */
function socketPathFor(dataDir: string): { path: string; cleanupDir?: string } {
  const inData = join(resolve(dataDir), 'backoffice.sock');
  if (inData.length <= MAX_SOCKET_PATH) return { path: inData };
  const dir = mkdtempSync(join(tmpdir(), 'invest-bo-'));
  return { path: join(dir, 's.sock'), cleanupDir: dir };
}

/** Starts the server side: commands arriving on the socket run through `runner`. */
export async function listenBackofficeSocket(
  dataDir: string,
  runner: CommandRunner,
): Promise<BackofficeSocket> {
  const { path, cleanupDir } = socketPathFor(dataDir);
  // the caller holds the data directory's lock: a socket file left here is a crashed server's
  try {
    unlinkSync(path);
  } catch {
    // none
  }
  const server: Server = createServer((socket) => serve(socket, runner));
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      ok();
    });
  });
  chmodSync(path, 0o600);
  let closing: Promise<void> | undefined;
  return {
    path,
    close() {
      closing ??= new Promise<void>((ok) => {
        server.close(() => ok());
      }).then(() => {
        try {
          unlinkSync(path);
        } catch {
          // gone
        }
        if (cleanupDir) rmSync(cleanupDir, { recursive: true, force: true });
      });
      return closing;
    },
  };
}

/** The CLI side: sends argv to the server's socket and returns what the command printed. */
export function forwardCommand(socketPath: string, argv: string[]): Promise<CommandResult> {
  return new Promise((ok, fail) => {
    const socket = createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('error', fail);
    socket.on('end', () => {
      try {
        const result = JSON.parse(buffer) as CommandResult;
        ok(result);
      } catch {
        fail(new Error('The server closed the back-office connection without an answer.'));
      }
    });
  });
}
