// Area uploads (KYC documents, avatar, deposit proof): image content checked by the server,
// owner-only reads. Routes and schemas of the area.
import { enum as zEnum, int, object, string, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const uploadsRoutes = {
  uploadImage: def({
    method: 'POST',
    path: '/upload/app/v1/image',
    auth: 'user',
    multipart: true,
  }),
  uploadFile: def({ method: 'GET', path: '/upload/app/v1/file/:id', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export const uploadPurposes = [
  'avatar',
  'kyc_front',
  'kyc_back',
  'deposit_proof',
  'chat_image',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
/** The multipart text field next to the file. */
export const uploadFieldsSchema = wireSchema(() => object({ purpose: zEnum(uploadPurposes) }));
export const uploadResponseSchema = wireSchema(() =>
  object({
    id: string(),
    url: string(),
    content_type: string(),
    size: int(),
  }),
);
export type UploadResponse = Infer<typeof uploadResponseSchema>;
export const uploadParamsSchema = wireSchema(() =>
  object({
    id: text({ max: 64 }).regex(/^[A-Za-z0-9_-]{1,64}$/),
  }),
);

export const uploadsSchemas = {
  uploadImage: { response: uploadResponseSchema },
  uploadFile: { params: uploadParamsSchema },
} as const;
