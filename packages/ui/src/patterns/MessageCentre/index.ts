export { MessageCentre, type MessageCentreProps, type MessageCentreStatus } from './MessageCentre';
export { messageText } from './messageText';
