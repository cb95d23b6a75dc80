/*
 * What the page records while a case runs, through PerformanceObserver (buffered, so nothing
 * before the observers start is lost), and the lab vitals computed from it in Node.
 */

export type RawVitals = {
  fcp: number | null;
  lcp: number | null;
  shifts: { value: number; start: number }[];
  longTasks: { start: number; duration: number }[];
  /** Event-timing entries of real interactions (interactionId > 0): each event's full duration to the next paint. */
  interactions: { id: number; name: string; duration: number }[];
};

export const VITALS_GLOBAL = '__offerdeskVitals';

/**
 * Installed with page.addInitScript before any of the app's code runs. Self-contained: it is
 * serialised into the page, so it may use nothing from this module; and it declares no inner
 * named function, because tsx (esbuild with keepNames) wraps those in a `__name()` helper that
 * does not exist in the page.
 */
export const observeVitals = (globalName: string): void => {
  const raw: RawVitals = { fcp: null, lcp: null, shifts: [], longTasks: [], interactions: [] };
  (window as unknown as Record<string, RawVitals>)[globalName] = raw;
  const types = ['paint', 'largest-contentful-paint', 'layout-shift', 'longtask', 'event'] as const;
  for (const type of types) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (type === 'paint' && entry.name === 'first-contentful-paint') raw.fcp = entry.startTime;
        // Chromium stops reporting LCP candidates at the first input: the last one seen is the LCP.
        if (type === 'largest-contentful-paint') raw.lcp = entry.startTime;
        if (type === 'longtask') raw.longTasks.push({ start: entry.startTime, duration: entry.duration });
        if (type === 'layout-shift') {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) raw.shifts.push({ value: shift.value, start: shift.startTime });
        }
        if (type === 'event') {
          const event = entry as PerformanceEntry & { interactionId?: number };
          if (event.interactionId)
            raw.interactions.push({ id: event.interactionId, name: event.name, duration: event.duration });
        }
      }
      // Event timing reports only entries of at least 16 ms (its minimum): shorter ones are no concern.
    }).observe({
      type,
      buffered: true,
      ...(type === 'event' ? { durationThreshold: 16 } : {}),
    } as PerformanceObserverInit);
  }
};

export type Vitals = {
  lcpMs: number | null;
  cls: number;
  /** Total blocking time: what every long task after first paint ran beyond 50 ms. */
  tbtMs: number;
  /** The longest interaction (event timing, to the next paint); null when the case has none over 16 ms or none at all. */
  interactionMs: number | null;
};

/** CLS as the web-vitals library defines it: the worst session window (shifts under 1 s apart, 5 s at most). */
const cumulativeLayoutShift = (shifts: RawVitals['shifts']): number => {
  let worst = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  let sum = 0;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - last > 1_000 || shift.start - windowStart > 5_000) {
      windowStart = shift.start;
      sum = 0;
    }
    sum += shift.value;
    last = shift.start;
    worst = Math.max(worst, sum);
  }
  return worst;
};

export const vitalsOf = (raw: RawVitals): Vitals => {
  const afterPaint = raw.fcp ?? 0;
  return {
    lcpMs: raw.lcp,
    cls: cumulativeLayoutShift(raw.shifts),
    tbtMs: raw.longTasks
      .filter((task) => task.start >= afterPaint)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    interactionMs: raw.interactions.length > 0 ? Math.max(...raw.interactions.map((entry) => entry.duration)) : null,
  };
};
