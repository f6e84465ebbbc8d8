import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { iconButton } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (aria-label) and the native tooltip (title). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'solid';
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type = 'button',
  title,
  ...rest
}: IconButtonProps): ReactElement {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(iconButton({ variant, size }), className)}
    >
      {icon}
    </button>
  );
}
