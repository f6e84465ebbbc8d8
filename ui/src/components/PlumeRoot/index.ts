export { PlumeRoot, type PlumeRootProps } from './PlumeRoot.tsx';
