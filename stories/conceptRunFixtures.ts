import type { ConceptRunGroup } from '../ui/src/index.ts';
import { concepts } from './generationFixtures.ts';

const titles = concepts.map((concept) => concept.Title);

/** A run as the app hands it over: its date worded for the person, its instructions, its concepts. */
function run(n: number, createdAt: string, dateLabel: string, instructions: string): ConceptRunGroup {
  const item = (i: number) => ({ id: `run${n}-c${i}`, title: titles[i] ?? `Concept ${i}` });
  return {
    id: `run-${n}`,
    createdAt,
    dateLabel,
    instructions,
    mainstream: [item(0), item(1), item(2)],
    offstream: [item(3), item(4)],
  };
}

/** Three runs, newest first: the first page the concept page shows. */
export const conceptRuns: ConceptRunGroup[] = [
  run(3, '2026-11-27T09:14:00.000Z', '27 Nov 2026, 09:14', 'Lean into the autumn menu.'),
  run(2, '2026-11-24T16:02:00.000Z', '24 Nov 2026, 16:02', ''),
  run(1, '2026-11-20T07:45:00.000Z', '20 Nov 2026, 07:45', 'Our new rye loaf and the Saturday market stall.'),
];
