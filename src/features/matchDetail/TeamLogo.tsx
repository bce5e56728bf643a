import { useState } from 'react';

/**
 * A team's crest, or its first character in a circle when there is none or it fails to load. The
 * logo URL is data from the server: only http(s) addresses are used.
 */
export function TeamLogo({
  name,
  logo,
  size = 44,
}: {
  name: string;
  logo: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const safe = logo !== null && /^https?:\/\//.test(logo) ? logo : null;
  if (safe && !failed)
    return (
      <img
        className="md-logo"
        src={safe}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      className="md-logo md-logo--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}
