import { css, keyframes } from '@emotion/react';

const rise = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.35; }
  40% { transform: translateY(-18px); opacity: 1; }
`;

const svg = css`
  display: block;
  margin: 0 auto;
  color: var(--metis-primary);
  /* Fades in late so loads faster than this never flash a spinner. */
  opacity: 0;
  animation: ${keyframes`to { opacity: 1; }`} 0.15s linear 0.2s forwards;
  circle {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${rise} 1.2s ease-in-out infinite;
  }
  circle:nth-of-type(2) {
    animation-delay: 0.15s;
  }
  circle:nth-of-type(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    opacity: 1;
    animation: none;
    circle {
      animation: none;
      opacity: 0.8;
    }
  }
`;

/**
 * The loading animation: 128×110, three dots rising in turn above a baseline. Decorative (the
 * surrounding status region names the wait); still under prefers-reduced-motion.
 */
export function Spinner() {
  return (
    <svg
      css={svg}
      width="128"
      height="110"
      viewBox="0 0 128 110"
      aria-hidden="true"
      focusable="false"
      data-testid="spinner"
    >
      <circle cx="34" cy="62" r="10" fill="currentColor" />
      <circle cx="64" cy="62" r="10" fill="currentColor" />
      <circle cx="94" cy="62" r="10" fill="currentColor" />
      <rect x="24" y="88" width="80" height="4" rx="2" fill="currentColor" opacity="0.25" />
    </svg>
  );
}
