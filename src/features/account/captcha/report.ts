/**
 * Where captcha errors are reported (product-spec §4: need_refresh "sends an error report"). The app
 * has no error-report endpoint yet, so the default sink writes one structured warning to the console
 * (no token, no ticket, no position); the shell or a test can plug in another sink.
 */
export interface CaptchaErrorReport {
  code: string;
  message: string;
  at: number;
}

export type CaptchaErrorSink = (report: CaptchaErrorReport) => void;

const consoleSink: CaptchaErrorSink = (report) => console.warn('[captcha]', report);
let sink: CaptchaErrorSink = consoleSink;

/** Replaces the sink; returns a function that restores the previous one. */
export function setCaptchaErrorSink(next: CaptchaErrorSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function reportCaptchaError(report: CaptchaErrorReport): void {
  try {
    sink(report);
  } catch {
    // A broken reporter must never break the popup.
  }
}
