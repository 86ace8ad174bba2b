import type { FastifyInstance } from 'fastify';

export async function authArea(_app: FastifyInstance): Promise<void> {}
