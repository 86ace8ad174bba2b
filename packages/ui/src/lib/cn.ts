import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Variants must not collide, so no tailwind-merge (8.6 kB). */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);

/** The focus ring every interactive part shows on keyboard focus (WCAG 2.4.7, 2.4.13). */
export const focusRing =
  'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus';
