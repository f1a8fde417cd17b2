import type { Metric } from 'web-vitals';

const loaded = jest.fn();
const measures = {
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
};

// The factory runs only when web-vitals is actually loaded, so `loaded` records the load itself.
jest.mock('web-vitals', () => {
  loaded();
  return {
    onCLS: (...args: unknown[]) => measures.onCLS(...args),
    onFCP: (...args: unknown[]) => measures.onFCP(...args),
    onINP: (...args: unknown[]) => measures.onINP(...args),
    onLCP: (...args: unknown[]) => measures.onLCP(...args),
    onTTFB: (...args: unknown[]) => measures.onTTFB(...args),
  };
});

/** A fresh copy of the module, so each test sees whether web-vitals gets loaded from scratch. */
function freshReportWebVitals(): typeof import('../../src/reportWebVitals').reportWebVitals {
  let fn!: typeof import('../../src/reportWebVitals').reportWebVitals;
  jest.isolateModules(() => {
    fn = jest.requireActual<typeof import('../../src/reportWebVitals')>('../../src/reportWebVitals').reportWebVitals;
  });
  return fn;
}

describe('reportWebVitals', () => {
  it('without a callback resolves false and never loads web-vitals', async () => {
    const reportWebVitals = freshReportWebVitals();
    await expect(reportWebVitals()).resolves.toBe(false);
    expect(loaded).not.toHaveBeenCalled();
    for (const measure of Object.values(measures)) expect(measure).not.toHaveBeenCalled();
  });

  it('with a callback resolves true and registers it with every metric', async () => {
    const reportWebVitals = freshReportWebVitals();
    const onReport = jest.fn<void, [Metric]>();
    await expect(reportWebVitals(onReport)).resolves.toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    for (const [name, measure] of Object.entries(measures)) {
      expect({ name, calls: measure.mock.calls }).toEqual({ name, calls: [[onReport]] });
    }
    expect(onReport).not.toHaveBeenCalled();
  });

  it('hands each measured metric to the callback', async () => {
    const reportWebVitals = freshReportWebVitals();
    const onReport = jest.fn<void, [Metric]>();
    const metric = { name: 'LCP', value: 1234 } as Metric;
    measures.onLCP.mockImplementation((callback: (metric: Metric) => void) => callback(metric));
    await reportWebVitals(onReport);
    expect(onReport).toHaveBeenCalledWith(metric);
  });
});
