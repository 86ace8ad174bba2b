// Area messages: the message centre (needs auth, spec 6).
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const messagesKeys = {
  messageList: () => ['messageList'] as const,
};

/** GET /message/app/v1/list. */
export const useMessages = (config?: QueryConfig<'messageList'>) =>
  useApiQuery('messageList', messagesKeys.messageList(), config);
/** POST /message/app/v1/read: the given messages, or all of them. */
export const useMessageRead = () =>
  useBodyMutation('messageRead', { invalidates: ['messageList'] });
/** DELETE /message/app/v1/all. */
export const useMessageDeleteAll = () =>
  useApiMutation('messageDeleteAll', { invalidates: ['messageList'] });
