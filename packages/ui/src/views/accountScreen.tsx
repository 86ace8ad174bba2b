import type { ReactNode, Ref } from 'react';

// The shared frame of the sign-in family of screens (LoginView, RegisterView, ...). Not a
// component folder, so not an entry of its own.

/** The narrow centred column of the sign-in family of screens. */
export const authColumn = 'mx-auto flex w-full max-w-md flex-col gap-4';

/** The heading block of a screen: its title (h1) and an optional line under it. */
export function ScreenHeading({
  title,
  description,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  id?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <h1 id={id} className="text-page-title text-fg">
        {title}
      </h1>
      {description != null && <p className="text-sm text-fg-muted">{description}</p>}
    </div>
  );
}

/** A success heading (h1) with a check icon; focusable by script so focus can land on it. */
export function SuccessHeading({ title, ref }: { title: string; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="flex items-center gap-2 text-page-title text-fg outline-none"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        className="size-6 shrink-0 text-positive"
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d="M5 8.25l2 2 4-4.5" />
      </svg>
      {title}
    </h1>
  );
}
