// Uploads (spec 5 'Uploads accept image files only', spec 8 texts): POST a multipart form with a
// `purpose` field and one image; GET it back, as its owner only. HTTP only: the checks and the
// storage live in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { MAX_UPLOAD_BYTES } from '../../platform/limits';
import { route } from '../../platform/route';
import { documentFailures } from '../../platform/docs';
import {
  UPLOAD_MESSAGES,
  extensionOf,
  isUploadPurpose,
  readOwnUpload,
  storeUpload,
} from './service';
import { unitOfWork } from '../../platform/unitOfWork';

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The form's purpose and file bytes. The multipart plugin stops reading a file at the size limit
 * (app.ts): a truncated file is 413 'Image is too big', whatever else the form holds.
 */
async function readForm(request: FastifyRequest) {
  let purpose: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose') purpose = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
      if (bytes === undefined) bytes = data;
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
    }
    if (error instanceof AppError) throw error;
    // a malformed or truncated form (busboy: 'Unexpected end of form', bad boundaries...)
    throw new AppError('UPLOAD_INVALID', 400, 'Upload failed.');
  }
  return { purpose, bytes };
}

/** Room for the multipart boundaries, headers and the purpose field around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function uploadsArea(app: FastifyInstance): Promise<void> {
  // the hourly upload quota: 429 (the OpenAPI document)
  documentFailures({ uploadImage: [429] });

  route(app, 'uploadImage', async ({ deps, auth, request, reply }) => {
    // a body declared far over the limit is refused before it is read, and the connection
    // closed after the answer, so the rest of it is never read at all
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
      reply.header('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
    }
    const { purpose, bytes } = await readForm(request);
    if (!isUploadPurpose(purpose)) {
      throw AppError.field('purpose', 'Choose what the image is for.', 'UPLOAD_INVALID');
    }
    if (bytes === undefined) {
      throw AppError.field('file', 'upload_required', 'UPLOAD_INVALID');
    }
    return unitOfWork(deps, (tx) =>
      storeUpload(tx, { tenantId: auth.tenantId, userId: auth.userId }, { purpose, bytes }),
    );
  });

  route(
    app,
    'uploadFile',
    async ({ deps, auth, params, reply }) => {
      const file = await readOwnUpload(
        deps.db,
        { tenantId: auth.tenantId, userId: auth.userId },
        params.id,
      );
      // another user's upload is answered exactly like a missing one
      if (!file) throw AppError.notFound('Failed to load document.');
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="${file.id}.${extensionOf(file.contentType)}"`,
        )
        .header('cache-control', 'private, no-store');
      return file.data;
    },
    { config: { envelope: false } },
  );
}
