import { useEffect } from 'react';

/** Every page's title reads '<screen> · Plume', so tabs and history name the screen first. */
export function pageTitle(screen: string | undefined): string {
  return screen ? `${screen} · Plume` : 'Plume';
}

export function useDocumentTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
