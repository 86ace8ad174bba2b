// The button recipes are joined, not merged with `cn` when their modules load (a merge then is
// work in a first visit's longest task), and views put a recipe's classes on links as they are
// (`className={buttonVariants(...)}`). Both rely on a recipe never setting one property twice.
import { describe, expect, it } from 'vitest';
import { buttonTones } from '../../lib/buttonTones';
import { cn } from '../../lib/cn';
import { iconButtonVariants } from '../IconButton/IconButton.variants';
import { buttonVariants } from './Button.variants';

const variants = Object.keys(buttonTones) as (keyof typeof buttonTones)[];
const sizes = ['sm', 'md', 'lg'] as const;

describe('button recipes', () => {
  it('set each property once in every variant and size (a merge changes nothing)', () => {
    for (const variant of variants)
      for (const size of sizes)
        for (const fullWidth of [false, true]) {
          const classes = buttonVariants({ variant, size, fullWidth });
          expect(cn(classes), `${variant} ${size} ${fullWidth}`).toBe(classes);
          const icon = iconButtonVariants({ variant, size });
          expect(cn(icon), `icon ${variant} ${size}`).toBe(icon);
        }
  });

  it('a class of the same property as one of the recipe would be merged away (the check can fail)', () => {
    const classes = `${buttonVariants()} px-9`;
    expect(cn(classes)).not.toBe(classes);
  });
});
