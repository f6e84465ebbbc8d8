import type { ReactElement } from 'react';
import { UpcomingScreen } from '../../shell/UpcomingScreen.tsx';

export default function ConceptGenerationScreen(): ReactElement {
  return (
    <UpcomingScreen
      title="Concept Generation"
      description="Five content concepts per run from your handles, split into Mainstream and Offstream."
    />
  );
}
