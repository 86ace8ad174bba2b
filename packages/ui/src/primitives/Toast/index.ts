export {
  createToastQueue,
  ToastQueue,
  toastQueue,
  type ToastContent,
  type ToastTone,
} from './queue';
export { Toast, ToastRegion, type ToastProps, type ToastRegionProps } from './Toast';
