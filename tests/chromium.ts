/**
 * The one way every browser layer (stories, e2e, visual) launches Chromium: Debian's build, never a
 * downloaded one, with the flags this offline machine needs (without the background-networking ones
 * Chromium keeps dialling hosts it cannot reach).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
