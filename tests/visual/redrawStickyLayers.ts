/**
 * Runs in the page (page.evaluate) once the story is back at the top: makes Chromium draw every sticky
 * element's pixels afresh where it now is, the same as on a page that never scrolled.
 *
 * A sticky element is a compositor layer of its own, rasterised for the sub-pixel part of its position
 * on screen (cc's "raster translation") and then moved as the page scrolls. A play function's clicks
 * far down the page scroll it (focus scrolls the clicked control into view), and a sticky panel then
 * sits stuck at a whole-pixel offset, while at the top it rests at its place in the flow, which may be
 * fractional (Concept Generation's concept panel: y = 444.6875). Back at the top, Chromium rasterises
 * the layer again for its new sub-pixel offset only if its compositor gets to it (not while a tree is
 * waiting to activate, …): so the panel's text was sometimes the one rasterised while it was stuck,
 * sometimes the one for where it rests — a heading 1 px apart, with the layout itself identical.
 *
 * So each sticky element is laid out as `position: static` for one drawn frame — at the top of the page
 * it sits in the same place, but is no longer a layer of its own — and then sticky again: Chromium makes
 * it a new layer, rasterised at its present offset.
 */
export async function redrawStickyLayers(): Promise<void> {
  // The first callback runs before the next frame is drawn, the second once it has been.
  const frameDrawn = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const sticky = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
    (element) => getComputedStyle(element).position === 'sticky',
  );
  if (sticky.length === 0) return;
  const inline = sticky.map((element) => ({
    value: element.style.getPropertyValue('position'),
    priority: element.style.getPropertyPriority('position'),
  }));
  for (const element of sticky) element.style.setProperty('position', 'static', 'important');
  await frameDrawn();
  sticky.forEach((element, i) => {
    element.style.setProperty('position', inline[i]?.value ?? '', inline[i]?.priority ?? '');
  });
  await frameDrawn();
}
