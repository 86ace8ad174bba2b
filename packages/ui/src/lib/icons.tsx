/** The close (×) glyph of dialogs, drawers and toasts; decorative, the button carries the name. */
export function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  );
}

/** A 16-unit stroked glyph at the text's size; decorative, its control carries the name or state. */
function StrokeIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`size-4 shrink-0 fill-none stroke-current stroke-2 ${className}`}
    >
      <path d={d} />
    </svg>
  );
}

/** The chevron of a select's or a combo box's button. */
export function ChevronDownIcon({ className }: { className: string }) {
  return <StrokeIcon d="m4 6 4 4 4-4" className={className} />;
}

/** The check mark of a chosen option or menu item. */
export function CheckIcon({ className }: { className: string }) {
  return <StrokeIcon d="m3 8.5 3.5 3.5L13 5" className={className} />;
}
