import type { FastifyInstance } from 'fastify';

export async function uploadsArea(_app: FastifyInstance): Promise<void> {}
