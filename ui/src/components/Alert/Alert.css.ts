import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      error: {
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.dangerText,
      },
      info: {
        backgroundColor: vars.color.infoSubtle,
        borderColor: vars.color.info,
        color: vars.color.infoText,
      },
      success: {
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.success,
        color: vars.color.successText,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style({
  flexGrow: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  paddingTop: vars.space.xxs,
});
export const action = style({ flexShrink: 0, alignSelf: 'center' });
export const iconWrap = style({ display: 'inline-flex', paddingTop: vars.space.xxs });
