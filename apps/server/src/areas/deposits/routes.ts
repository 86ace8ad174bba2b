// issue 14 deposits: methods, records, the multipart submission (Idempotency-Key). HTTP only.
import { createHash } from 'node:crypto';
import { DEPOSIT_PROOF_FIELD, depositFieldsSchema } from '@invest/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { MAX_UPLOAD_BYTES } from '../../platform/limits';
import { route } from '../../platform/route';
import { idempotent, idempotencyKeyOf, IDEMPOTENCY_HEADER } from '../ledger';
import { UPLOAD_MESSAGES } from '../uploads';
import { depositMethods, listDeposits, submitDeposit } from './service';

const FIELDS = ['method_id', 'amount', 'currency', 'reference'] as const;

/** The form's text fields and the proof's bytes (the uploads area's limits apply). */
async function readDepositForm(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let proof: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if ((FIELDS as readonly string[]).includes(part.fieldname))
          fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
      if (part.fieldname === DEPOSIT_PROOF_FIELD && proof === undefined) proof = data;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
    }
    if (error instanceof AppError) throw error;
    throw AppError.badRequest('Submission failed. Please try later.');
  }
  const parsed = depositFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
        code: i.code,
      })),
    );
  }
  return { fields: parsed.data, proof };
}

export async function depositsArea(app: FastifyInstance): Promise<void> {
  route(app, 'depositMethods', async ({ deps, auth }) =>
    depositMethods(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'depositList', async ({ deps, auth, query }) =>
    listDeposits(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
  route(app, 'depositSubmit', async ({ deps, auth, request, reply }) => {
    const caller = { tenantId: auth.tenantId, userId: auth.userId };
    idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + 64 * 1024) {
      reply.header('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
    }
    const { fields, proof } = await readDepositForm(request);
    const proofHash = proof ? createHash('sha256').update(proof).digest('hex') : null;
    return idempotent(
      'depositSubmit',
      { db: deps.db, scope: caller, request, reply, hashed: { ...fields, proof: proofHash } },
      (trx) => submitDeposit({ ...deps, db: trx }, caller, fields, proof),
    );
  });
}
