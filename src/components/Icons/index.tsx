import { css } from '@emotion/react';
import type { SVGProps } from 'react';

/**
 * Direction-bearing icons are drawn for left-to-right reading ("forward" points right) and mirrored
 * under an RTL document, so forward points left in Persian. Never text arrows.
 */
const mirrored = css`
  [dir='rtl'] & {
    /* @noflip */
    transform: scaleX(-1);
  }
`;

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of one path. `name` marks a direction-bearing one: mirrored in RTL, and named for tests. */
function pathIcon(d: string, name?: string) {
  return function PathIcon(props: IconProps) {
    return (
      <Svg {...(name && { css: mirrored, 'data-icon': name })} {...props}>
        <path d={d} />
      </Svg>
    );
  };
}

/** Points to the next thing in reading order. */
export const ArrowForwardIcon = pathIcon('M5 12h14M13 6l6 6-6 6', 'arrow-forward');
/** Points to the previous thing in reading order. */
export const ArrowBackIcon = pathIcon('M19 12H5M11 6l-6 6 6 6', 'arrow-back');
export const ChevronForwardIcon = pathIcon('M9 6l6 6-6 6', 'chevron-forward');
export const ChevronDownIcon = pathIcon('M6 9l6 6 6-6');
export const ArrowUpIcon = pathIcon('M12 19V5M6 11l6-6 6 6');
export const MenuIcon = pathIcon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = pathIcon('M6 6l12 12M18 6L6 18');
export const MoonIcon = pathIcon('M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z');
export const HomeIcon = pathIcon('M3 11l9-7 9 7M5 10v10h14V10');
/** Marks a link that leaves the site; drawn for LTR (arrow to the top right) and mirrored in RTL. */
export const ExternalIcon = pathIcon(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  'external',
);

export function SunIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

export function SystemIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Svg>
  );
}
