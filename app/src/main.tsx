import { PlumeRoot } from '@plume/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';
import { inTaskOfItsOwn } from './shell/inTaskOfItsOwn.ts';
import { captureStartupMarkup } from './shell/startupMarkup.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
captureStartupMarkup(container);

// The page arrived with its start-up screen laid out (index.html's, or the route's prerendered shell);
// React's first render, a long task of its own, runs after the scripts' evaluation, not inside it.
inTaskOfItsOwn(() =>
  createRoot(container).render(
    <StrictMode>
      <PlumeRoot>
        <RouterProvider router={createRouter()} />
      </PlumeRoot>
    </StrictMode>,
  ),
);
