// The uploads area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { uploadsArea as plugin } from './routes';
export {
  UPLOAD_ID_PATTERN,
  UPLOAD_MESSAGES,
  findOwnUpload,
  ownUploadPurposes,
  parseUploadUrl,
  storeUpload,
  uploadUrl,
  type UploadOwner,
} from './service';
