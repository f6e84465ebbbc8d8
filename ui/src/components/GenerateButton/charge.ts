import { formatCents } from '../../lib/money.ts';

/** What one click of a GenerateButton will take from the wallet, for the line under it. */
export interface RunCharge {
  /** How many units the server charges for this run (one per image; one for a concept run). */
  units: number;
  /** A unit's name, singular then plural: `['image', 'images']`. */
  unit: readonly [one: string, many: string];
  /** Said first when the units are not what the person chose, e.g. 'No images:' before '1 text-only post'. */
  lead?: string;
  /** The wallet's balance in cents; unknown (loading, failed) leaves out what remains. */
  balanceCents?: number | null;
}

/**
 * The parts of '2 images × $0.30 = $0.60 · $4.40 left': the whole charge, and what stays, so nobody
 * learns the total from the wallet afterwards. A wallet that cannot pay says so instead of a negative
 * remainder.
 */
export function chargeLine(unitCents: number, charge: RunCharge): { parts: string[]; short: boolean } {
  const { units, unit, lead, balanceCents } = charge;
  const total = units * unitCents;
  const name = units === 1 ? unit[0] : unit[1];
  const sum = `${lead ? `${lead} ` : ''}${units} ${name} × ${formatCents(unitCents)} = ${formatCents(total)}`;
  if (balanceCents === undefined || balanceCents === null) return { parts: [sum], short: false };
  const short = balanceCents < total;
  const rest = short
    ? `Not enough credit: you have ${formatCents(balanceCents)}`
    : `${formatCents(balanceCents - total)} left`;
  return { parts: [sum, rest], short };
}
