export {
  ConfirmDialog,
  DialogPanel,
  DialogTrigger,
  Modal,
  type ConfirmActionsProps,
  type ConfirmDialogProps,
  type DialogPanelProps,
  type DialogTriggerProps,
  type ModalProps,
} from './Dialog';
export { dialogPanelVariants, type DialogPanelVariantProps } from './Dialog.variants';
