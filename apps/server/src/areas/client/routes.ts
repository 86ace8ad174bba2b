import type { FastifyInstance } from 'fastify';

export async function clientArea(_app: FastifyInstance): Promise<void> {}
