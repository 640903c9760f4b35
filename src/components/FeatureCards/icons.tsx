/**
 * Line icons for the feature cards, drawn on a 24×24 grid with the current text colour. None of them
 * points in a direction, so none mirrors under RTL.
 */
const PATHS = {
  chat: 'M4 5h16v11H9l-5 4V5z M8 9.5h8 M8 12.5h5',
  book: 'M4 4.5h6a2 2 0 0 1 2 2V20a2 2 0 0 0-2-2H4V4.5z M20 4.5h-6a2 2 0 0 0-2 2V20a2 2 0 0 1 2-2h6V4.5z',
  plug: 'M9 3v5 M15 3v5 M6 8h12v3a6 6 0 0 1-12 0V8z M12 17v4',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  upload: 'M12 15V4 M7.5 8.5 12 4l4.5 4.5 M4 15v4h16v-4',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4V7z M4 7l11-3v3 M16 12.5h2',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function isFeatureIcon(name: string | undefined): name is FeatureIconName {
  return name !== undefined && name in PATHS;
}

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
