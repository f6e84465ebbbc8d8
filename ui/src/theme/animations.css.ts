import { keyframes } from '@vanilla-extract/css';

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});
export const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});
