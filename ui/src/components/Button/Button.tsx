import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, hiddenLabel, label, spinnerOverlay } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /**
   * While loading, this text shows beside the spinner in place of the label and becomes the button's
   * name ('Generating...'); without it the label keeps its width under a centred spinner.
   */
  loadingText?: ReactNode;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function Content({
  loading,
  loadingText,
  iconStart,
  iconEnd,
  children,
}: Pick<ButtonProps, 'loading' | 'loadingText' | 'iconStart' | 'iconEnd' | 'children'>) {
  if (loading && loadingText) {
    return (
      <>
        <span className={label}>
          <Spinner size="sm" />
        </span>
        <span className={label}>{loadingText}</span>
      </>
    );
  }
  return (
    <>
      {iconStart ? <span className={cx(label, loading && hiddenLabel)}>{iconStart}</span> : null}
      <span className={cx(label, loading && hiddenLabel)}>{children}</span>
      {iconEnd ? <span className={cx(label, loading && hiddenLabel)}>{iconEnd}</span> : null}
      {loading ? (
        <span className={spinnerOverlay}>
          <Spinner size="sm" />
        </span>
      ) : null}
    </>
  );
}

export function Button({
  variant,
  size,
  loading = false,
  loadingText,
  iconStart,
  iconEnd,
  fullWidth,
  disabled,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <button
      {...rest}
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      <Content loading={loading} loadingText={loadingText} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  /** Client-side routing hook, called on plain left-clicks only (default navigation prevented). */
  onNavigate?: NavigateHandler;
}

/** An `<a href>` that looks like a Button: navigation stays a link (middle-click, copy link…). */
export function LinkButton({
  href,
  variant,
  size,
  iconStart,
  iconEnd,
  fullWidth,
  className,
  onNavigate,
  onClick,
  children,
  ...rest
}: LinkButtonProps): ReactElement {
  const navigate = navigationClick(href, onNavigate);
  return (
    <a
      {...rest}
      href={href}
      className={cx(button({ variant, size, fullWidth }), className)}
      onClick={(event) => {
        onClick?.(event);
        navigate?.(event);
      }}
    >
      <Content iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </a>
  );
}
