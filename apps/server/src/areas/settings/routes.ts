import type { FastifyInstance } from 'fastify';

export async function settingsArea(_app: FastifyInstance): Promise<void> {}
