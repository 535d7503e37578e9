/// <reference types="vite/client" />
// Late frames: with VITE_LATE_FRAME_MS set (`npm run test:late-frames`), every animation frame of
// the story page comes that many milliseconds late, as under CI load on two cores. A story that
// acts on what zag sets up in a frame (a dialog's focus trap, a menu's Escape listener) before that
// frame came passes here at normal speed and fails in CI now and then; under this it fails every
// time, at the line that needs a wait. Not part of `npm test`.
const lateFrameMs = Number(import.meta.env.VITE_LATE_FRAME_MS ?? 0);

type Pending = { timeout: ReturnType<typeof setTimeout>; frame?: number };

// Once per page: the story files share one page (vitest.config.ts, isolate: false), and a second
// patch would delay each frame twice.
const page = window as typeof window & { lateFramesInstalled?: boolean };

if (lateFrameMs > 0 && !page.lateFramesInstalled) {
  page.lateFramesInstalled = true;
  const requestFrame = window.requestAnimationFrame.bind(window);
  const cancelFrame = window.cancelAnimationFrame.bind(window);
  const pending = new Map<number, Pending>();
  // Ids above the browser's own, so that a cancel of either kind finds its frame.
  let nextId = 1_000_000;

  window.requestAnimationFrame = (callback) => {
    const id = nextId++;
    const entry: Pending = {
      timeout: setTimeout(() => {
        entry.frame = requestFrame((time) => {
          pending.delete(id);
          callback(time);
        });
      }, lateFrameMs),
    };
    pending.set(id, entry);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const entry = pending.get(id);
    if (!entry) return cancelFrame(id);
    clearTimeout(entry.timeout);
    if (entry.frame !== undefined) cancelFrame(entry.frame);
    pending.delete(id);
  };
}
