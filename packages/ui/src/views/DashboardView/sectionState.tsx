// What every market section of the dashboard shares: its load state and its empty state.
import type { ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState';

/** Whether a section's data is loading, failed or here. */
export type DashboardSectionStatus = 'loading' | 'error' | 'ready';

export interface SectionStateProps {
  /** @default 'ready' */
  status?: DashboardSectionStatus;
  /** Load the section again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
}

export const sectionEmpty = (title: string, description: string, action?: ReactNode) => (
  <EmptyState className="py-4" title={title} description={description} action={action} />
);
