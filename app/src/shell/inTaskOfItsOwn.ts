/**
 * Runs `start` in a task of its own, queued behind whatever the browser has to do first (painting the
 * page it has laid out, among others), so the app's first render is not one long task with the
 * evaluation of its scripts. A message on a channel rather than a timer or an animation frame: those
 * are clamped, paused in a hidden tab, and faked by test clocks (a paused one would never start the app).
 */
export function inTaskOfItsOwn(start: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    start();
  };
  channel.port2.postMessage(null);
}
