export { StatusBadge, type StatusBadgeProps, type StatusBadgeStatus } from './StatusBadge';
