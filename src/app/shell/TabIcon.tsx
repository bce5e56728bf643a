/** Tab-bar icons as inline SVG: emoji differ from phone to phone and are missing on some host web views. */
export type TabIconName = 'home' | 'football' | 'basketball' | 'plan' | 'user';

const PATHS: Record<TabIconName, string> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  football:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.2 3.1 2.3-1.2 3.7h-3.8l-1.2-3.7zM5.3 9.4l2.3.4 1.2 3.7-1.6 2.4-2.3-.5A7 7 0 0 1 5.3 9.4zm13.4 0a7 7 0 0 1 .4 6l-2.3.5-1.6-2.4 1.2-3.7zM9.6 16.3h4.8l1.1 2.2a7 7 0 0 1-7 0z',
  basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1 2.1V11H5.1A7 7 0 0 1 11 5.1zm2 0A7 7 0 0 1 18.9 11H13zM5.1 13H11v5.9A7 7 0 0 1 5.1 13zM13 13h5.9a7 7 0 0 1-5.9 5.9z',
  plan: 'M6 3h9l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2 7v2h8v-2zm0 4v2h6v-2z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 10.5c4.4 0 8 2.2 8 5V21H4v-2.5c0-2.8 3.6-5 8-5z',
};

export function TabIcon({ name }: { name: TabIconName }) {
  return (
    <svg
      className="tab-bar__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
