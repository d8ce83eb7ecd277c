/**
 * The app's one toast system (issue 32 §1; spec 4 "Toast", spec 7 toast types, spec 9 "Toast"): any client code asks
 * for a toast with `showToast`; the one ToastHost of the page shows them one at a time. A toast slides in after
 * 100 ms and hides after its timeout (2000 ms unless said); one asked for while another shows waits, tried again after
 * a growing delay (100 ms, doubled up to 1.6 s) until the screen is free. No framework: the host reads it with
 * `useSyncExternalStore`.
 */
export const toastTypes = ["success", "error", "warning", "info", "custom"] as const;
export type ToastType = (typeof toastTypes)[number];

export interface ToastRequest {
  type: ToastType;
  message: string;
  /** What the toast is about, for tests and analytics (`data-toast`). */
  kind: string;
  /** How long it stays once in (default 2000 ms, spec 9). */
  timeoutMs?: number;
}

export interface ShownToast extends ToastRequest {
  id: number;
}

export const toastTiming = { showAfterMs: 100, timeoutMs: 2000, animationMs: 300, firstRetryMs: 100, longestRetryMs: 1600 } as const;

type Timer = ReturnType<typeof setTimeout>;

interface Timers {
  set(run: () => void, ms: number): Timer;
  clear(timer: Timer): void;
}

/** The globals, looked up at each call (so a test's fake clock is the one used). */
const globalTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer) };

export function createToastQueue(timers: Timers = globalTimers) {
  let current: ShownToast | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const waiting: ToastRequest[] = [];
  let hideTimer: Timer | undefined;
  let retryTimer: Timer | undefined;
  let retryMs: number = toastTiming.firstRetryMs;
  const notify = () => listeners.forEach((listener) => listener());

  function hide(id: number) {
    if (current?.id !== id) return;
    current = null;
    if (hideTimer !== undefined) timers.clear(hideTimer);
    notify();
  }

  function tryNext() {
    retryTimer = undefined;
    if (waiting.length === 0) return;
    if (current !== null) {
      // Busy: try again later, each time a little later.
      retryTimer = timers.set(tryNext, retryMs);
      retryMs = Math.min(retryMs * 2, toastTiming.longestRetryMs);
      return;
    }
    const request = waiting.shift();
    if (request === undefined) return;
    retryMs = toastTiming.firstRetryMs;
    const shown = { ...request, id: nextId++ };
    current = shown;
    notify();
    hideTimer = timers.set(() => hide(shown.id), request.timeoutMs ?? toastTiming.timeoutMs);
    if (waiting.length > 0) retryTimer = timers.set(tryNext, retryMs);
  }

  return {
    show(request: ToastRequest): void {
      waiting.push(request);
      if (retryTimer === undefined) retryTimer = timers.set(tryNext, toastTiming.showAfterMs);
    },
    dismiss(id: number): void {
      hide(id);
    },
    current: (): ShownToast | null => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's queue. */
export const toasts = createToastQueue();

export function showToast(request: ToastRequest): void {
  toasts.show(request);
}

