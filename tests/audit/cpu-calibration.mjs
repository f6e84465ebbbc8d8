// Lighthouse's mobile preset slows the host's CPU 4× to stand for a mid-range phone (a Moto G Power),
// which assumes a host whose benchmark index is about 1,500. On a slower host, such as a 2-core CI
// machine, the 4× then counts the host's own slowness on top, and the score measures the machine rather
// than the app. Lighthouse's documented calibration (its docs/throttling.md, "Calibrating multipliers",
// and the calculator it links to) maps the host's benchmark index to the multiplier that lands on the same
// phone; this is that mapping.

/** The CPU slowdown that makes a host with this benchmark index behave like Lighthouse's mobile device. */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return 4;
  // 1300 = 3×, 1533 = 4×, 1766 = 5×, 2000 = 6×
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 = 2×, 1300 = 3×
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 = 1×, 800 = 2×; a host slower than the phone itself gets no slowdown at all
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
