export {
  SupportChat,
  type SupportChatConnection,
  type SupportChatImage,
  type SupportChatMessage,
  type SupportChatPending,
  type SupportChatProps,
} from './SupportChat';
