import type { FastifyInstance } from 'fastify';

export async function accountsArea(_app: FastifyInstance): Promise<void> {}
