export { ImageUpload, type ImageUploadProps, type ImageUploadStatus } from './ImageUpload';
