import { rmSync } from 'node:fs';

/** Removes the run's fresh DATA_DIR (the server has stopped by now). */
export default function globalTeardown(): void {
  const dir = process.env.PLUME_E2E_DATA_DIR;
  if (dir?.includes('plume-e2e-')) rmSync(dir, { recursive: true, force: true });
}
