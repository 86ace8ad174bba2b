import type { FastifyInstance } from 'fastify';

export async function messagesArea(_app: FastifyInstance): Promise<void> {}
