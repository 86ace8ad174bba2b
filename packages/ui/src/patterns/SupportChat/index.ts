export {
  SupportChat,
  type SupportChatConnection,
  type SupportChatMessage,
  type SupportChatPending,
  type SupportChatProps,
} from './SupportChat';
