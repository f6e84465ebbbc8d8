import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { iconButton } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (aria-label) and the native tooltip (title). */
  label: string;
  /** The icon shown, e.g. `<Icons.Trash />` (decorative: `label` is the name). */
  icon: ReactNode;
  /**
   * `ghost` is transparent until hovered (toolbars, list rows); `solid` has a surface and border (over
   * images).
   * @default 'ghost'
   */
  variant?: 'ghost' | 'solid';
  /**
   * Square size: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** The native button, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button with only an icon: close, delete, copy, previous/next. `label` names it for screen readers
 * and as its tooltip. When a word fits, prefer Button with a label; when it navigates, use IconLink.
 */
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
  /** Where the link goes (opens like any link: new tab, copy address). */
  href: string;
  /** The accessible name (aria-label) and the native tooltip (title). */
  label: string;
  /** The icon shown, e.g. `<Icons.Trash />` (decorative: `label` is the name). */
  icon: ReactNode;
  /**
   * `ghost` is transparent until hovered (toolbars, list rows); `solid` has a surface and border (over
   * images).
   * @default 'ghost'
   */
  variant?: 'ghost' | 'solid';
  /**
   * Square size: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
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
