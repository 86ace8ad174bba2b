/**
 * The spinning ring of a wait (a pending button, a loading list or search). Decorative: the
 * text beside it says what is happening; it stands still for reduced motion.
 */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
