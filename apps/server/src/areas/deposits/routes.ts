// Deposits: methods, records, the multipart submission (money-moving: its Idempotency-Key is the
// platform's, declared in the contract). HTTP only.
import { createHash } from 'node:crypto';
import { DEPOSIT_PROOF_FIELD, depositFieldsSchema } from '@invest/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { MAX_UPLOAD_BYTES } from '../../platform/limits';
import { route } from '../../platform/route';
import { UPLOAD_MESSAGES } from '../uploads';
import { depositMethods, listDeposits, submitDeposit } from './service';

const FIELDS = ['method_id', 'amount', 'currency', 'tx_hash'] as const;

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

type DepositForm = Awaited<ReturnType<typeof readDepositForm>>;

export async function depositsArea(app: FastifyInstance): Promise<void> {
  route(app, 'depositMethods', async ({ deps, auth }) =>
    depositMethods(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'depositList', async ({ deps, auth, query }) =>
    listDeposits(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
  route<'depositSubmit', DepositForm>(
    app,
    'depositSubmit',
    async ({ deps, auth, input: { fields, proof } }) =>
      submitDeposit(deps, { tenantId: auth.tenantId, userId: auth.userId }, fields, proof),
    {
      // the form is read before the effect's transaction; the request it identifies is its fields
      // and the proof image's SHA-256
      prepare: async ({ request, reply }) => {
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + 64 * 1024) {
          reply.header('connection', 'close');
          throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
        }
        const form = await readDepositForm(request);
        const proofHash = form.proof ? createHash('sha256').update(form.proof).digest('hex') : null;
        return { input: form, hashed: { ...form.fields, proof: proofHash } };
      },
    },
  );
}
