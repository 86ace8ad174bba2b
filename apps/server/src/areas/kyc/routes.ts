import type { FastifyInstance } from 'fastify';

export async function kycArea(_app: FastifyInstance): Promise<void> {}
