import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, hiddenLabel, label, spinnerOverlay } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * `primary` for the one main action of a screen, `secondary` beside it, `ghost` for quiet actions in lists
   * and toolbars, `danger` for deleting.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height: `sm` 32 px in dense lists, `md` 40 px, `lg` 48 px for the main call to action.
   * @default 'md'
   */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /**
   * While loading, this text shows beside the spinner in place of the label and becomes the button's
   * name ('Generating...'); without it the label keeps its width under a centred spinner.
   */
  loadingText?: ReactNode;
  /** A decorative icon before the label (`<Icons.Sparkles size="sm" />`); hidden while loading. */
  iconStart?: ReactNode;
  /** A decorative icon after the label, e.g. an external-link arrow. */
  iconEnd?: ReactNode;
  /**
   * Stretches to the width of its container (forms, cards on phones).
   * @default false
   */
  fullWidth?: boolean;
  /** The native button, to move focus to it. */
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

/**
 * An action on this page: submit, generate, delete. Any native button attribute (`type`, `disabled`,
 * `aria-*`) is passed through; `type` is `button` unless you say `submit`.
 * When the action opens another page use LinkButton (a real link); for an icon without a label use
 * IconButton; for a paid generation use GenerateButton, which shows the price.
 */
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
  /** Where the link goes; the app routes plain left-clicks through `onNavigate`. */
  href: string;
  /**
   * `primary` for the one main action of a screen, `secondary` beside it, `ghost` for quiet actions in lists
   * and toolbars, `danger` for deleting.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height: `sm` 32 px in dense lists, `md` 40 px, `lg` 48 px for the main call to action.
   * @default 'md'
   */
  size?: ButtonSize;
  /** A decorative icon before the label (`<Icons.Sparkles size="sm" />`); hidden while loading. */
  iconStart?: ReactNode;
  /** A decorative icon after the label, e.g. an external-link arrow. */
  iconEnd?: ReactNode;
  /**
   * Stretches to the width of its container (forms, cards on phones).
   * @default false
   */
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
