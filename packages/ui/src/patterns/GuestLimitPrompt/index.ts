export { GuestLimitPrompt, type GuestLimitPromptProps } from './GuestLimitPrompt';
