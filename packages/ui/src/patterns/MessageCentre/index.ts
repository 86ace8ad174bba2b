export { MessageCentre, type MessageCentreProps, type MessageCentreStatus } from './MessageCentre';
