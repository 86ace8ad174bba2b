import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Variants must not collide, so no tailwind-merge (8.6 kB). */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);

/** The focus ring every interactive part shows on keyboard focus: see ./focusRing. */
export { focusRing } from './focusRing';
