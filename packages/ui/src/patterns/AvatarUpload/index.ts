export { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
