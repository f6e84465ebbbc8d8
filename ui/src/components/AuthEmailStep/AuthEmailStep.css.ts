import { recipe } from '@vanilla-extract/recipes';
import { fieldLabel, textFieldBox, textFieldStates } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const label = fieldLabel;

export const input = recipe({
  base: {
    ...textFieldBox,
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.md,
    borderColor: vars.color.borderStrong,
    boxShadow: vars.shadow.sm,
    selectors: {
      ...textFieldStates,
      '&[readonly]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.danger,
        selectors: {
          '&:hover': { borderColor: vars.color.danger },
          '&:focus-visible': {
            borderColor: vars.color.danger,
            boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.dangerSubtle}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});
