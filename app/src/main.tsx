import '@fontsource-variable/inter';
import { PlumeRoot } from '@plume/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <PlumeRoot>
      <RouterProvider router={createRouter()} />
    </PlumeRoot>
  </StrictMode>,
);
