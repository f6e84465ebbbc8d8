export { RechargeResult, type RechargeResultProps, type RechargeResultStatus } from './RechargeResult.tsx';
