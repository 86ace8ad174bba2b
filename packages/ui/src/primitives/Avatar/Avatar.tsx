import { useState, type Ref } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { avatarVariants } from './Avatar.variants';

export interface AvatarProps {
  /** The person's display name (spec 3: full name, else username). Without it: "Guest". */
  name?: string;
  /** Image address. Initials show when it is missing or fails to load. */
  src?: string;
  /** 32, 40 or 56 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Makes the avatar a button named after the person (e.g. the header's menu trigger). */
  onPress?: (e: PressEvent) => void;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/** First letters of the first and last words: "Ada King Lovelace" gives "AL". */
const initialsOf = (name: string, locale: string) => {
  const words = name.trim().split(/\s+/);
  const first = (w = '') => Array.from(w)[0] ?? '';
  return (first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')).toLocaleUpperCase(
    locale,
  );
};

/** A person's picture, or their initials; with `onPress` a button named after them. */
export function Avatar({ name, src, size, onPress, className, ref }: AvatarProps) {
  const t = useT();
  const locale = useLocale();
  // remembering which address failed resets the fallback when `src` changes
  const [failedSrc, setFailedSrc] = useState<string>();
  const display = name?.trim() || t('avatar.guest');
  // the picture's text alternative, also the button's name (computed from content)
  const label = t('avatar.of', { name: display });
  const classes = cn(avatarVariants({ size }), className);
  const content =
    src && src !== failedSrc ? (
      <img
        src={src}
        alt={label}
        onError={() => setFailedSrc(src)}
        className="size-full object-cover"
      />
    ) : (
      <span role="img" aria-label={label}>
        <span aria-hidden="true">{initialsOf(display, locale)}</span>
      </span>
    );

  if (!onPress) {
    return (
      <span ref={ref} data-slot="avatar" className={classes}>
        {content}
      </span>
    );
  }
  return (
    <AriaButton
      ref={ref as Ref<HTMLButtonElement>}
      data-slot="avatar"
      onPress={onPress}
      className={cn(
        classes,
        focusRing,
        'cursor-default data-[hovered]:ring-2 data-[hovered]:ring-border-strong data-[pressed]:ring-2 data-[pressed]:ring-border-strong',
      )}
    >
      {content}
    </AriaButton>
  );
}
