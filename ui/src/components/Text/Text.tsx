import type { ReactElement } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

type Size = NonNullable<Extract<Sprinkles['fontSize'], string>>;
type Tone = NonNullable<Extract<Sprinkles['color'], string>>;
type Weight = NonNullable<Extract<Sprinkles['fontWeight'], string>>;

export type TextProps = Omit<BoxProps, keyof Sprinkles | 'component'> & {
  /** The element (default p): span inside a line, p for a paragraph. */
  component?: 'p' | 'span' | 'div' | 'li';
  /** A font-size token. */
  size?: Size;
  /** What the text is: plain, muted, brand, danger, success. */
  tone?: Tone;
  weight?: Weight;
  align?: 'left' | 'center' | 'right';
};

/** Body text in one of the theme's sizes and tones; the tone says what the text is, never a colour value. */
export function Text({
  component = 'p',
  size = 'md',
  tone,
  weight,
  align,
  ...props
}: TextProps): ReactElement {
  return (
    <Box
      component={component}
      fontSize={size}
      lineHeight="normal"
      color={tone}
      fontWeight={weight}
      textAlign={align}
      {...props}
    />
  );
}
