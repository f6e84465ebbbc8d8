import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
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

export interface IconLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  /** The accessible name (aria-label) and the native tooltip (title). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'solid';
  size?: 'sm' | 'md' | 'lg';
}

/** An icon-only link that looks like an IconButton: it navigates, so it stays an `<a href>`. */
export function IconLink({
  href,
  label,
  icon,
  variant,
  size,
  className,
  title,
  ...rest
}: IconLinkProps): ReactElement {
  return (
    <a
      {...rest}
      href={href}
      aria-label={label}
      title={title ?? label}
      className={cx(iconButton({ variant, size }), className)}
    >
      {icon}
    </a>
  );
}
