import { useState } from 'react';

/** The first character of a name (a whole emoji, not half of one), or `fallback` for a blank name. */
export function avatarInitial(name: string, fallback: string): string {
  return Array.from(name.trim())[0] ?? fallback;
}

/** Only http(s) pictures are loaded: the address is data from the server, or from another fan. */
export function safeImageUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * A person's picture, or the first character of their name when there is none or it fails to
 * load. `className` sizes it (the initial gets `--initial` added for its colours).
 */
export function Avatar({
  icon,
  name,
  fallback,
  className,
  testId,
}: {
  icon: string | null;
  name: string;
  /** The character shown for a blank name. */
  fallback: string;
  className: string;
  testId?: string;
}) {
  const [failed, setFailed] = useState(false);
  const safe = safeImageUrl(icon);
  if (safe && !failed)
    return (
      <img
        className={className}
        src={safe}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        data-testid={testId}
      />
    );
  return (
    <span className={`${className} ${className}--initial`} aria-hidden="true" data-testid={testId}>
      {avatarInitial(name, fallback)}
    </span>
  );
}
