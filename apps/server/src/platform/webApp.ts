import type { FastifyInstance } from 'fastify';

/** Serves a built web app (issue 4 point 7). Filled by the process-entry work. */
export async function registerWebApp(_app: FastifyInstance, _root: string): Promise<void> {}
