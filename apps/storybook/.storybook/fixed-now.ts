// A small Date shim for stories: the clock starts at a fixed instant and then runs on, so screens
// that show "today" render the same on every run while timers and durations still work.

const RealDate = Date;

/** Makes `new Date()` and `Date.now()` start from `iso`; returns a function that restores the real clock. */
export function installFixedNow(iso: string): () => void {
  const start = new RealDate(iso).getTime();
  if (Number.isNaN(start)) throw new Error(`parameters.now is not a date: ${iso}`);
  const realStart = RealDate.now();
  const now = () => start + (RealDate.now() - realStart);

  class StoryDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return now();
    }
  }

  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
