export {
  createToastQueue,
  Toast,
  ToastQueue,
  ToastRegion,
  toastQueue,
  type ToastContent,
  type ToastProps,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';
